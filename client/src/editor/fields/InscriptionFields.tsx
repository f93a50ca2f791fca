import { BooleanField } from './BooleanField';
import { ConservadorField } from './ConservadorField';
import { DateField } from './DateField';
import { fieldSetter } from './fieldSetter';
import { IntegerField } from './IntegerField';
import { VerificationCodeField } from './VerificationCodeField';

/** The fields that identify an inscription in a Conservador's registry. */
export interface InscriptionData {
  fecha_emision: string | null;
  conservador: string | null;
  fojas: number | null;
  vuelta: boolean;
  numero: number | null;
  ano: number | null;
  codigo_verificacion?: string | null;
}

interface InscriptionFieldsProps<T extends InscriptionData> {
  value: T;
  onChange: (value: T) => void;
}

/** Emission date, office, fojas (and vuelta), número, año and verification code. */
export function InscriptionFields<T extends InscriptionData>({ value, onChange }: InscriptionFieldsProps<T>) {
  const set = fieldSetter<InscriptionData>(value, (changed) => onChange({ ...value, ...changed }));
  return (
    <>
      <DateField
        label="Fecha de emisión"
        value={value.fecha_emision}
        name="fecha_emision"
        onChange={set('fecha_emision')}
      />
      <ConservadorField
        label="Conservador"
        value={value.conservador}
        name="conservador"
        onChange={set('conservador')}
      />
      <IntegerField label="Fojas" value={value.fojas} name="fojas" onChange={set('fojas')} />
      <BooleanField
        label="Vuelta (fojas vta.)"
        checked={value.vuelta}
        name="vuelta"
        onChange={set('vuelta')}
      />
      <IntegerField label="Número" value={value.numero} name="numero" onChange={set('numero')} />
      <IntegerField label="Año" value={value.ano} name="ano" onChange={set('ano')} />
      <VerificationCodeField
        value={value.codigo_verificacion}
        name="codigo_verificacion"
        onChange={set('codigo_verificacion')}
        issuer={{ kind: 'conservador', name: value.conservador }}
      />
    </>
  );
}
