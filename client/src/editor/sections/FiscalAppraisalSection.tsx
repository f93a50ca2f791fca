import { formatCLP } from '../../../../common/format/currency';
import { newFiscalAppraisal } from '../../../../common/report/defaults';
import type { FiscalAppraisal } from '../../../../common/report/schema';
import { DateField } from '../fields/DateField';
import { fieldSetter } from '../fields/fieldSetter';
import { IntegerField } from '../fields/IntegerField';
import { OptionalTextField } from '../fields/OptionalTextField';
import { TextInputField } from '../fields/TextInputField';
import type { ListSectionProps } from './listSection';
import { DocumentListSection } from './DocumentListSection';

function AppraisalFields({
  appraisal,
  onChange,
}: {
  appraisal: FiscalAppraisal;
  onChange: (appraisal: FiscalAppraisal) => void;
}) {
  const set = fieldSetter(appraisal, onChange);
  return (
    <div className="field-grid">
      <DateField
        label="Fecha de emisión"
        value={appraisal.fecha_emision}
        name="fecha_emision"
        onChange={set('fecha_emision')}
      />
      <TextInputField
        label="Rol de avalúo"
        value={appraisal.rol_avaluo}
        name="rol_avaluo"
        onChange={set('rol_avaluo')}
      />
      <TextInputField
        label="Dirección"
        value={appraisal.direccion}
        name="direccion"
        onChange={set('direccion')}
        wide
      />
      <OptionalTextField label="Comuna" value={appraisal.comuna} name="comuna" onChange={set('comuna')} />
      <TextInputField label="Destino" value={appraisal.destino} name="destino" onChange={set('destino')} />
      <IntegerField
        label="Avalúo afecto"
        value={appraisal.avaluo_afecto}
        name="avaluo_afecto"
        onChange={set('avaluo_afecto')}
        money
      />
      <IntegerField
        label="Avalúo exento"
        value={appraisal.avaluo_exento}
        name="avaluo_exento"
        onChange={set('avaluo_exento')}
        money
      />
      <IntegerField
        label="Avalúo total"
        value={appraisal.avaluo_total}
        name="avaluo_total"
        onChange={set('avaluo_total')}
        money
      />
    </div>
  );
}

/** Section 8: the tax authority's (SII) fiscal appraisal certificates. */
export function FiscalAppraisalSection({ items, onChange, controls }: ListSectionProps<FiscalAppraisal>) {
  return (
    <DocumentListSection
      items={items}
      onChange={onChange}
      controls={controls}
      sectionKey="fiscalAppraisals"
      name="certificados_avaluo"
      createItem={newFiscalAppraisal}

      describe={(appraisal) =>
        [appraisal.rol_avaluo ? `Rol ${appraisal.rol_avaluo}` : '', formatCLP(appraisal.avaluo_total ?? 0)]
          .filter(Boolean)
          .join(' · ')
      }
      renderDocument={(appraisal, change) => <AppraisalFields appraisal={appraisal} onChange={change} />}
    />
  );
}
