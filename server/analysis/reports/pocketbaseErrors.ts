import { ClientResponseError } from 'pocketbase';
import { AppError } from '../../http/errors';

function rejectedFields(error: ClientResponseError): string[] {
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null ? Object.keys(data) : [];
}

/**
 * A failed PocketBase call as the catalogue error it honestly is: others' or missing records are
 * not found, an expired token is unauthenticated, a write based on an older version a conflict, a refused write (400) is the data's fault (422
 * naming the fields), a too-large or too-frequent request keeps its 413/429, and only a backend
 * that is down or answers 5xx is unavailable.
 */
export function pocketBaseError(error: unknown): AppError {
  if (!(error instanceof ClientResponseError) || error.isAbort || error.status === 0 || error.status >= 500) {
    return new AppError('BACKEND_UNAVAILABLE', { cause: error });
  }
  switch (error.status) {
    case 401:
      return new AppError('UNAUTHENTICATED', { cause: error });
    case 403:
    case 404:
      return new AppError('REPORT_NOT_FOUND', { cause: error });
    case 409:
      return new AppError('REPORT_VERSION_CONFLICT', { cause: error });
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
    case 429:
      return new AppError('BACKEND_RATE_LIMITED', { cause: error });
    default: {
      const fields = rejectedFields(error);
      const message =
        fields.length > 0
          ? `No se pudo guardar el reporte: ${fields.map((field) => `«${field}»`).join(', ')} no cumple los límites permitidos.`
          : undefined;
      return new AppError('REPORT_NOT_STORED', { cause: error, message });
    }
  }
}
