import { ClientResponseError } from 'pocketbase';
import { MIN_PASSWORD_LENGTH } from './passwordPolicy';
import { MESSAGES } from '../../../common/errors';

export const LOGIN_FALLBACK = MESSAGES.loginFailed;
export const REGISTRATION_FALLBACK = MESSAGES.registerFailed;
export const INVALID_CREDENTIALS = 'Email o contraseña incorrectos.';

// PocketBase answers in English. Messages that carry meaning get a Spanish equivalent; generic
// ones (the detail is in the field errors, or there is none) fall back to the form's own message.
const TRANSLATED_MESSAGES: Readonly<Record<string, string>> = {
  'Failed to authenticate.': INVALID_CREDENTIALS,
  'Too Many Requests.': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
};

const GENERIC_MESSAGES: ReadonlySet<string> = new Set([
  'Failed to create record.',
  'An error occurred while validating the submitted data.',
  'Something went wrong while processing your request.',
  "The requested resource wasn't found.",
  'Something went wrong.',
]);

const FIELD_LABELS: Readonly<Record<string, string>> = {
  identity: 'Email',
  email: 'Email',
  name: 'Nombre',
  password: 'Contraseña',
  passwordConfirm: 'Confirmar Contraseña',
};

interface FieldError {
  field: string;
  code: string;
  params: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(data: unknown): FieldError[] {
  if (!isRecord(data)) return [];
  return Object.entries(data).flatMap(([field, detail]) =>
    isRecord(detail) && typeof detail.code === 'string'
      ? [{ field, code: detail.code, params: isRecord(detail.params) ? detail.params : {} }]
      : [],
  );
}

function numberParam(params: Record<string, unknown>, key: string): number | null {
  const value = params[key];
  return typeof value === 'number' ? value : null;
}

function describeFieldError({ field, code, params }: FieldError): string {
  const label = FIELD_LABELS[field] ?? field;
  switch (code) {
    case 'validation_not_unique':
      return field === 'email'
        ? 'Ya existe una cuenta registrada con este email.'
        : `El campo ${label} ya está en uso.`;
    case 'validation_is_email':
      return 'El email no es válido.';
    case 'validation_values_mismatch':
      return MESSAGES.passwordMismatch;
    case 'validation_required':
      return `El campo ${label} es obligatorio.`;
    case 'validation_min_text_constraint': {
      const min = numberParam(params, 'min') ?? (field === 'password' ? MIN_PASSWORD_LENGTH : null);
      return min === null
        ? `El campo ${label} es demasiado corto.`
        : `El campo ${label} debe tener al menos ${min} caracteres.`;
    }
    case 'validation_max_text_constraint': {
      const max = numberParam(params, 'max');
      return max === null
        ? `El campo ${label} es demasiado largo.`
        : `El campo ${label} no puede superar ${max} caracteres.`;
    }
    default:
      return `El campo ${label} no es válido.`;
  }
}

/**
 * The message to show for a failed auth call: the server's message (translated when it is one of
 * PocketBase's English ones), field errors described in Spanish, or else the form's fallback.
 */
function describeAuthError(error: unknown, fallback: string): string {
  if (!(error instanceof ClientResponseError) || error.isAbort) return fallback;

  const response: unknown = error.response;
  if (!isRecord(response)) return fallback;

  const fieldErrors = readFieldErrors(response.data);
  if (fieldErrors.length > 0) return fieldErrors.map(describeFieldError).join(' ');

  const message = typeof response.message === 'string' ? response.message.trim() : '';
  if (!message || GENERIC_MESSAGES.has(message)) return fallback;
  return TRANSLATED_MESSAGES[message] ?? message;
}

export function loginErrorMessage(error: unknown): string {
  return describeAuthError(error, LOGIN_FALLBACK);
}

export function registrationErrorMessage(error: unknown): string {
  return describeAuthError(error, REGISTRATION_FALLBACK);
}
