import { ClientResponseError } from 'pocketbase';
import { MESSAGES } from '../../../common/errors';
import { pocketBaseErrorMessage } from '../lib/pocketbaseErrors';

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  password: 'Nueva contraseña',
  passwordConfirm: 'Confirmar nueva contraseña',
  oldPassword: 'Contraseña actual',
};

function fieldErrorOn(error: unknown, field: string): boolean {
  if (!(error instanceof ClientResponseError)) return false;
  const data: unknown = error.response.data;
  return typeof data === 'object' && data !== null && field in data;
}

/** A reset, activation or verification link PocketBase no longer accepts (used, expired, altered). */
export function isInvalidLink(error: unknown): boolean {
  return fieldErrorOn(error, 'token');
}

export function setPasswordErrorMessage(error: unknown): string {
  if (isInvalidLink(error)) return MESSAGES.passwordResetLinkInvalid;
  return pocketBaseErrorMessage(error, { fallback: MESSAGES.passwordResetFailed, fieldLabels: FIELD_LABELS });
}

export function changePasswordErrorMessage(error: unknown): string {
  if (fieldErrorOn(error, 'oldPassword')) return MESSAGES.oldPasswordWrong;
  return pocketBaseErrorMessage(error, {
    fallback: MESSAGES.passwordChangeFailed,
    fieldLabels: FIELD_LABELS,
  });
}
