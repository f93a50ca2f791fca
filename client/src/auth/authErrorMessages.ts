import { MESSAGES } from '../../../common/errors';
import { apiErrorMessage } from '../lib/apiErrors';

export const LOGIN_FALLBACK = MESSAGES.loginFailed;
export const REGISTRATION_FALLBACK = MESSAGES.registerFailed;

const FIELD_LABELS: Readonly<Record<string, string>> = {
  identity: 'Email',
  email: 'Email',
  name: 'Nombre',
  password: 'Contraseña',
  passwordConfirm: 'Confirmar Contraseña',
};

/** SPEC §8: the server's message (in Spanish), else 'Error al iniciar sesión'. */
export function loginErrorMessage(error: unknown): string {
  return apiErrorMessage(error, { fallback: LOGIN_FALLBACK, fieldLabels: FIELD_LABELS });
}

/** SPEC §8: the server's message (in Spanish), else 'Error al registrar usuario'. */
export function registrationErrorMessage(error: unknown): string {
  return apiErrorMessage(error, { fallback: REGISTRATION_FALLBACK, fieldLabels: FIELD_LABELS });
}
