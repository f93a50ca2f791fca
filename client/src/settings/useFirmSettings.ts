import { useCallback, useEffect, useState } from 'react';
import type { FirmSettings, FirmSettingsInput } from '../../../common/firm/settings';
import { usePocketBase } from '../lib/PocketBaseContext';
import { apiErrorMessage } from '../lib/apiErrors';
import { fetchFirmSettings, firmLogoUrl, FirmSettingsInputError, saveFirmSettings } from './firmSettingsApi';

export const LOAD_FAILED = 'No se pudieron cargar los datos del estudio.';
export const SAVE_FAILED = 'No se pudieron guardar los datos del estudio. Inténtelo de nuevo.';

const FIELD_LABELS = {
  firm_name: 'nombre del estudio',
  address: 'dirección',
  lawyer_name: 'abogado responsable',
  footer_text: 'texto al pie',
  logo: 'logo',
};

/** The settings as stored, with a short-lived address of the stored logo for its preview. */
export interface StoredFirmSettings {
  settings: FirmSettings | null;
  logoUrl: string | null;
}

export type FirmSettingsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stored: StoredFirmSettings };

/** `logo`: a new file, null to remove the stored one, undefined to keep it. */
export type SaveFirmSettings = (
  input: FirmSettingsInput,
  logo: File | null | undefined,
) => Promise<string | null>;

async function readStored(pb: ReturnType<typeof usePocketBase>, settings: FirmSettings | null) {
  return { settings, logoUrl: settings ? await firmLogoUrl(pb, settings) : null };
}

/** The signed-in user's firm settings: loaded once, saved on request (owner-only PocketBase record). */
export function useFirmSettings(): { state: FirmSettingsState; reload: () => void; save: SaveFirmSettings } {
  const pb = usePocketBase();
  const [state, setState] = useState<FirmSettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchFirmSettings(pb)
      .then((settings) => readStored(pb, settings))
      .then(
        (stored) => {
          if (active) setState({ status: 'ready', stored });
        },
        () => {
          if (active) setState({ status: 'error' });
        },
      );
    return () => {
      active = false;
    };
  }, [pb, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Resolves to null when saved, else to the Spanish reason. */
  const save = useCallback<SaveFirmSettings>(
    async (input, logo) => {
      try {
        const stored = await readStored(pb, await saveFirmSettings(pb, input, logo));
        setState({ status: 'ready', stored });
        return null;
      } catch (error) {
        if (error instanceof FirmSettingsInputError) return error.message;
        return apiErrorMessage(error, { fallback: SAVE_FAILED, fieldLabels: FIELD_LABELS });
      }
    },
    [pb],
  );

  return { state, reload, save };
}
