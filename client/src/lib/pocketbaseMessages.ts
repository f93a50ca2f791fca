import { API_ERRORS, MESSAGES } from '../../../common/errors';

/*
 * PocketBase answers in English: its messages and field errors that mean something to the user,
 * in Spanish. Only the API error reader (apiErrors.ts) uses this.
 */

export const INVALID_CREDENTIALS = 'Email o contraseña incorrectos.';
const TOO_MANY_REQUESTS = API_ERRORS.BACKEND_RATE_LIMITED.message;
const SESSION_EXPIRED = API_ERRORS.UNAUTHENTICATED.message;
const NOT_ALLOWED = 'No tienes permiso para realizar esta acción.';
const NOT_FOUND = API_ERRORS.NOT_FOUND.message;
const TOO_LARGE = API_ERRORS.PAYLOAD_TOO_LARGE.message;

/** PocketBase's messages that say something the user can act on. */
const TRANSLATED_MESSAGES: Readonly<Record<string, string>> = {
  'Failed to authenticate.': INVALID_CREDENTIALS,
  'Too Many Requests.': TOO_MANY_REQUESTS,
  'Request entity too large.': TOO_LARGE,
  "The requested resource wasn't found.": NOT_FOUND,
  'The request requires valid record authorization token.': SESSION_EXPIRED,
  'The request requires valid authorization token.': SESSION_EXPIRED,
  'Missing or invalid authentication.': SESSION_EXPIRED,
  'You are not allowed to perform this request.': NOT_ALLOWED,
  'Only superusers can perform this action.': NOT_ALLOWED,
};

/** PocketBase's messages that only say something failed: the detail, if any, is in the field errors. */
const GENERIC_MESSAGES: ReadonlySet<string> = new Set([
  'Failed to create record.',
  'Failed to update record.',
  'Failed to delete record.',
  'An error occurred while validating the submitted data.',
  'Something went wrong while processing your request.',
  'Something went wrong.',
]);

/** What a status means when the answer says nothing more. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: SESSION_EXPIRED,
  403: NOT_ALLOWED,
  404: NOT_FOUND,
  413: TOO_LARGE,
  429: TOO_MANY_REQUESTS,
};

/**
 * PocketBase's message in Spanish: translated when it says something, '' when it only says that
 * something failed, as it is otherwise (our hooks' messages, already Spanish).
 */
export function spanishMessage(message: string): string {
  if (GENERIC_MESSAGES.has(message)) return '';
  return TRANSLATED_MESSAGES[message] ?? message;
}

/** Code of the field error pb_hooks/reportLimits.js gives a report over the size limits (Spanish message). */
const REPORT_LIMIT_CODE = 'validation_report_limit';

export interface FieldError {
  field: string;
  code: string;
  message: string;
  params: Readonly<Record<string, unknown>>;
}

function numberParam(params: Readonly<Record<string, unknown>>, key: string): number | null {
  const value = params[key];
  return typeof value === 'number' ? value : null;
}

export function describeFieldError(error: FieldError, labels: Readonly<Record<string, string>>): string {
  const { field, code, params } = error;
  const label = labels[field] ?? field;
  switch (code) {
    case REPORT_LIMIT_CODE:
      return error.message;
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
      const min = numberParam(params, 'min');
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
    case 'validation_json_size_limit':
      return `El campo ${label} es demasiado grande.`;
    default:
      return `El campo ${label} no es válido.`;
  }
}
