import { useState, type FormEvent } from 'react';
import {
  emptyFirmSettingsInput,
  FIRM_TEXT_MAX,
  firmSettingsProblems,
  type FirmSettingsInput,
  type FirmSettingsProblems,
} from '../../../common/firm/settings';
import { formatTime } from '../../../common/format/dates';
import { FormAlert } from '../components/form/FormAlert';
import { TextAreaField } from '../components/form/TextAreaField';
import { TextField } from '../components/form/TextField';
import { LogoField } from './LogoField';
import type { SaveFirmSettings, StoredFirmSettings } from './useFirmSettings';

interface FirmSettingsFormProps {
  stored: StoredFirmSettings;
  onSave: SaveFirmSettings;
}

function inputOf(stored: StoredFirmSettings): FirmSettingsInput {
  const { settings } = stored;
  if (!settings) return emptyFirmSettingsInput();
  const { firm_name, address, lawyer_name, footer_text } = settings;
  return { firm_name, address, lawyer_name, footer_text };
}

const sameInput = (a: FirmSettingsInput, b: FirmSettingsInput) =>
  a.firm_name === b.firm_name &&
  a.address === b.address &&
  a.lawyer_name === b.lawyer_name &&
  a.footer_text === b.footer_text;

/** The firm's data for the deliverable, with Spanish errors per field and a saved/unsaved state. */
export function FirmSettingsForm({ stored, onSave }: FirmSettingsFormProps) {
  const [input, setInput] = useState(() => inputOf(stored));
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const [problems, setProblems] = useState<FirmSettingsProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const dirty = !sameInput(input, inputOf(stored)) || logo !== undefined;

  // Editing a field drops its error; the others stay until the next try.
  const update = (field: keyof FirmSettingsInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const found = firmSettingsProblems(input);
    setProblems(found);
    const [first] = Object.keys(found);
    if (first) {
      // Straight to the first field that needs fixing.
      const field = event.currentTarget.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setSaving(true);
    const failure = await onSave(input, logo);
    setSaving(false);
    if (failure) {
      setError(failure);
      return;
    }
    setLogo(undefined);
    setSavedAt(new Date());
  }

  return (
    <form className="form firm-settings" onSubmit={handleSubmit} noValidate>
      <FormAlert message={error} />
      <TextField
        label="Nombre del estudio jurídico"
        name="firm_name"
        autoComplete="organization"
        required
        maxLength={FIRM_TEXT_MAX.firm_name}
        value={input.firm_name}
        onChange={update('firm_name')}
        error={problems.firm_name}
      />
      <LogoField storedUrl={stored.logoUrl} value={logo} onChange={setLogo} />
      <TextField
        label="Dirección"
        name="address"
        autoComplete="street-address"
        maxLength={FIRM_TEXT_MAX.address}
        value={input.address}
        onChange={update('address')}
        error={problems.address}
      />
      <TextField
        label="Abogado responsable"
        name="lawyer_name"
        autoComplete="name"
        required
        hint="Firma los informes: su nombre aparece en la portada y en el bloque de firma."
        maxLength={FIRM_TEXT_MAX.lawyer_name}
        value={input.lawyer_name}
        onChange={update('lawyer_name')}
        error={problems.lawyer_name}
      />
      <TextAreaField
        label="Texto al pie de página (opcional)"
        name="footer_text"
        rows={3}
        hint="Se imprime al pie de cada página del PDF y del DOCX, en hasta dos líneas."
        maxLength={FIRM_TEXT_MAX.footer_text}
        value={input.footer_text}
        onChange={update('footer_text')}
        error={problems.footer_text}
      />
      <div className="firm-settings__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </button>
        <p className="firm-settings__state" role="status" data-dirty={dirty}>
          {dirty
            ? 'Hay cambios sin guardar.'
            : savedAt
              ? `Datos guardados (${formatTime(savedAt)}).`
              : stored.settings
                ? 'Datos guardados.'
                : 'Aún no ha guardado los datos del estudio.'}
        </p>
      </div>
    </form>
  );
}
