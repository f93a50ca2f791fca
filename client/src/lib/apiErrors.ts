import { ClientResponseError } from 'pocketbase';
import { API_ERRORS, MESSAGES, type ApiErrorCode } from '../../../common/errors';
import { describeFieldError, spanishMessage, STATUS_MESSAGES, type FieldError } from './pocketbaseMessages';

/*
 * The one reader of failed API calls, typed on the shared error catalogue (common/errors.ts):
 * the gateway's `{ code, message }` answers read with fetch, PocketBase's answers through its SDK
 * (our hooks answer with catalogue codes too), and calls that got no answer. Every screen turns a
 * failure into its Spanish message with `apiErrorMessage`.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  typeof code === 'string' && Object.hasOwn(API_ERRORS, code);

/** What a failed call said, whichever client made it. */
export interface ApiFailure {
  /** 0 when no answer came (no connection, the time limit passed). */
  status: number;
  /** The catalogue code the answer carried, if any. */
  code: ApiErrorCode | null;
  /** The answer's own message: Spanish with a catalogue code or from our hooks; '' when none. */
  message: string;
  fieldErrors: readonly FieldError[];
  /** Cancelled by the client: nothing to tell the user. */
  aborted: boolean;
}

function readFieldErrors(data: unknown): FieldError[] {
  if (!isRecord(data)) return [];
  return Object.entries(data).flatMap(([field, detail]) =>
    isRecord(detail) && typeof detail.code === 'string'
      ? [
          {
            field,
            code: detail.code,
            message: typeof detail.message === 'string' ? detail.message : '',
            params: isRecord(detail.params) ? detail.params : {},
          },
        ]
      : [],
  );
}

function failureFromBody(status: number, body: unknown): ApiFailure {
  const record = isRecord(body) ? body : {};
  return {
    status,
    code: isApiErrorCode(record.code) ? record.code : null,
    message: typeof record.message === 'string' ? record.message.trim() : '',
    fieldErrors: readFieldErrors(record.data),
    aborted: false,
  };
}

/** A non-OK answer of the gateway's API (read with fetch), as `apiErrorOf` read it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(readonly failure: ApiFailure) {
    super(failure.message || `HTTP ${String(failure.status)}`);
  }

  get status(): number {
    return this.failure.status;
  }
}

/**
 * Reads a non-OK answer of the gateway (its JSON body, when it has one) into the error to throw.
 * The gateway explains every refusal with a catalogue code: a message without one (a proxy's,
 * an older server's) is not shown.
 */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const failure = failureFromBody(response.status, body);
  return new ApiError(failure.code === null ? { ...failure, message: '' } : failure);
}

const noAnswer = (aborted: boolean): ApiFailure => ({
  status: 0,
  code: null,
  message: '',
  fieldErrors: [],
  aborted,
});

/** What a failed API call said; null when `error` is no API failure (a defect of the client). */
export function readApiFailure(error: unknown): ApiFailure | null {
  if (error instanceof ApiError) return error.failure;
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return noAnswer(true);
    return error.status === 0 ? noAnswer(false) : failureFromBody(error.status, error.response);
  }
  if (error instanceof DOMException) {
    if (error.name === 'AbortError') return noAnswer(true);
    if (error.name === 'TimeoutError') return noAnswer(false);
  }
  // fetch rejects with a TypeError when no answer comes.
  if (error instanceof TypeError) return noAnswer(false);
  return null;
}

export interface ApiErrorMessageOptions {
  /** The screen's own message, when the failure says nothing more useful. */
  fallback: string;
  /** Shown when no answer came; the fallback otherwise. */
  offline?: string;
  /** The screen's text for a status the answer does not explain (SPEC §8's `HTTP error! status`). */
  unexplained?: (status: number) => string;
  /** Spanish names of the form's fields, for field errors. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** The screen's message for a fault the answer found with one field, before any other. */
  fieldFaults?: Readonly<Record<string, string>>;
}

/**
 * The Spanish message for a failed API call: the catalogue's message for the code the answer
 * carried (the server's wording of it when it names a file or a limit), else PocketBase's field
 * errors and messages in Spanish, else what the status means, else the screen's fallback.
 */
export function apiErrorMessage(
  error: unknown,
  { fallback, offline, unexplained, fieldLabels = {}, fieldFaults = {} }: ApiErrorMessageOptions,
): string {
  const failure = readApiFailure(error);
  if (failure === null || failure.aborted) return fallback;
  const faulted = Object.entries(fieldFaults).find(([field]) =>
    failure.fieldErrors.some((fault) => fault.field === field),
  );
  if (faulted) return faulted[1];
  if (failure.status === 0) return offline ?? fallback;
  if (failure.code !== null) return failure.message || API_ERRORS[failure.code].message;
  if (failure.fieldErrors.length > 0)
    return failure.fieldErrors.map((field) => describeFieldError(field, fieldLabels)).join(' ');
  // A server fault's own text (PocketBase's, often English or internal) is no message for the user.
  const message = failure.status < 500 ? spanishMessage(failure.message) : '';
  if (message) return message;
  return unexplained?.(failure.status) ?? STATUS_MESSAGES[failure.status] ?? fallback;
}

/** Whether the failure's answer found fault with `field` (e.g. a reset link's `token`). */
export function faultsField(error: unknown, field: string): boolean {
  return readApiFailure(error)?.fieldErrors.some((fault) => fault.field === field) ?? false;
}

/** How the review calls read a failure: the server's reason, else what the user was doing. */
export const REVIEW_ERRORS = {
  mark: { fallback: MESSAGES.reviewMarkFailed, offline: MESSAGES.reviewOffline },
  status: { fallback: MESSAGES.reviewStatusFailed, offline: MESSAGES.reviewOffline },
} as const satisfies Record<string, ApiErrorMessageOptions>;

const SIGN_IN_FIELDS = {
  identity: 'Email',
  email: 'Email',
  name: 'Nombre',
  password: 'Contraseña',
  passwordConfirm: 'Confirmar Contraseña',
};

const PASSWORD_FIELDS = {
  email: 'Email',
  password: 'Nueva contraseña',
  passwordConfirm: 'Confirmar nueva contraseña',
  oldPassword: 'Contraseña actual',
};

/**
 * How the account forms read a failure (SPEC §8: the server's Spanish message, else the form's
 * own): a link PocketBase no longer accepts (used, expired, altered) faults its `token`.
 */
export const ACCOUNT_FORM_ERRORS = {
  login: { fallback: MESSAGES.loginFailed, fieldLabels: SIGN_IN_FIELDS },
  registration: { fallback: MESSAGES.registerFailed, fieldLabels: SIGN_IN_FIELDS },
  setPassword: {
    fallback: MESSAGES.passwordResetFailed,
    fieldLabels: PASSWORD_FIELDS,
    fieldFaults: { token: MESSAGES.passwordResetLinkInvalid },
  },
  changePassword: {
    fallback: MESSAGES.passwordChangeFailed,
    fieldLabels: PASSWORD_FIELDS,
    fieldFaults: { oldPassword: MESSAGES.oldPasswordWrong },
  },
} as const satisfies Record<string, ApiErrorMessageOptions>;
