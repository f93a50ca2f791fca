import { MESSAGES } from '../../../common/errors';
import { apiErrorMessage, faultsField } from '../lib/apiErrors';

const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  password: 'Nueva contraseña',
  passwordConfirm: 'Confirmar nueva contraseña',
  oldPassword: 'Contraseña actual',
};

/** A reset, activation or verification link PocketBase no longer accepts (used, expired, altered). */
export function isInvalidLink(error: unknown): boolean {
  return faultsField(error, 'token');
}

export function setPasswordErrorMessage(error: unknown): string {
  if (isInvalidLink(error)) return MESSAGES.passwordResetLinkInvalid;
  return apiErrorMessage(error, { fallback: MESSAGES.passwordResetFailed, fieldLabels: FIELD_LABELS });
}

export function changePasswordErrorMessage(error: unknown): string {
  if (faultsField(error, 'oldPassword')) return MESSAGES.oldPasswordWrong;
  return apiErrorMessage(error, {
    fallback: MESSAGES.passwordChangeFailed,
    fieldLabels: FIELD_LABELS,
  });
}
