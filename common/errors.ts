import hookErrors from './hookErrors.json' with { type: 'json' };

/**
 * The one catalogue of user-facing error and status texts (SPEC §8) and of API error codes with
 * their HTTP status. The server answers `{ code, message }`; the client shows `message` or, where
 * SPEC fixes a text for a situation, the text below.
 */
export const MESSAGES = {
  loginFailed: 'Error al iniciar sesión',
  registerFailed: 'Error al registrar usuario',
  reportListFailed: 'Error al cargar los reportes',
  reportDeleteFailed: 'No se pudo eliminar el reporte.',
  reportLoadFailed: 'Error al cargar el reporte',
  analysisFailed: 'Error al procesar el análisis',
  analysisUpdateFailed: 'Error al actualizar el análisis',
  downloadFailed: 'Error al descargar el reporte',
  downloadWithoutId: 'No hay ID de reporte disponible',
  noFiles: 'No se seleccionaron archivos',
  missingReportId: 'ID de reporte requerido para actualización',
  analysisCancelled: 'Análisis cancelado por el usuario',
  supportIncomplete: 'Por favor completa todos los campos',
  supportFailed: 'Error al enviar el mensaje. Inténtalo de nuevo.',
  supportSent: 'Mensaje enviado exitosamente',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordMismatch: 'Las contraseñas no coinciden',
  // Issue #11 overrides SPEC §8 (a failed save was only logged): the lawyer is told, edits stay.
  saveFailed:
    'No se pudo guardar el reporte. Sus cambios siguen en pantalla y en este navegador; inténtelo de nuevo.',
  saveSessionExpired:
    'No se pudo guardar: su sesión expiró. Sus cambios se conservan en este navegador; inicie sesión de nuevo y ábralo para recuperarlos.',
  saveReportGone:
    'No se pudo guardar: el reporte ya no existe (pudo eliminarse en otra pestaña). Sus cambios siguen en pantalla.',
  saveOffline:
    'No se pudo guardar: no hay conexión con el servidor. Sus cambios siguen en pantalla y en este navegador.',
  reviewMarkFailed: 'No se pudo guardar la confirmación. Inténtelo de nuevo.',
  reviewStatusFailed: 'No se pudo cambiar el estado de revisión. Inténtelo de nuevo.',
  reviewOffline: 'El servidor no respondió: revise la conexión e inténtelo de nuevo.',
  historyFailed: 'No se pudo cargar el historial del reporte. Inténtelo de nuevo.',
  versionUnreadable: 'No se pudo leer esa versión del reporte. Inténtelo de nuevo.',
} as const;

/** `Archivos duplicados omitidos: {names}` */
export const duplicateFilesMessage = (names: readonly string[]): string =>
  `Archivos duplicados omitidos: ${names.join(', ')}`;

/** `HTTP error! status: {code}` */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

interface ApiErrorDefinition {
  status: number;
  message: string;
}

export const API_ERRORS = {
  // Answered by PocketBase's hooks (pb_hooks/), which read the same JSON: 409 for a save based on
  // an older version of the report, 403 for a user's write of the engine's analysis or the status.
  ...hookErrors,
  UNAUTHENTICATED: { status: 401, message: 'Tu sesión expiró o no es válida. Inicia sesión nuevamente.' },
  NOT_FOUND: { status: 404, message: 'No se encontró el recurso solicitado.' },
  INVALID_JSON: { status: 400, message: 'La solicitud no contiene un JSON válido.' },
  SUPPORT_INCOMPLETE: { status: 400, message: MESSAGES.supportIncomplete },
  SUPPORT_TOO_LONG: {
    status: 400,
    message: 'El asunto admite hasta 200 caracteres y el mensaje hasta 10.000.',
  },
  SUPPORT_RATE_LIMITED: {
    status: 429,
    message: 'Has enviado demasiados mensajes de soporte. Espera unos minutos e inténtalo de nuevo.',
  },
  REPORT_ID_REQUIRED: { status: 400, message: MESSAGES.downloadWithoutId },
  REPORT_NOT_FOUND: {
    status: 404,
    message: 'No se encontró el reporte solicitado o no tienes acceso a él.',
  },
  REPORT_OUTPUT_INVALID: {
    status: 422,
    message:
      'Los datos guardados del reporte no tienen un formato válido y no se puede generar el documento. Ábrelo en el editor, revísalo y guárdalo de nuevo.',
  },
  REPORT_TOO_LARGE: {
    status: 422,
    message: 'El reporte supera el tamaño máximo y no se puede generar el documento.',
  },
  RENDER_BUSY: {
    status: 429,
    message: 'Ya tienes varias descargas en preparación. Espera a que terminen y vuelve a intentarlo.',
  },
  RENDER_TIMEOUT: {
    status: 503,
    message:
      'La generación del documento tardó demasiado. Inténtalo de nuevo en unos minutos; si se repite, acorta los textos más largos del reporte.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande.' },
  NO_FILES: { status: 400, message: MESSAGES.noFiles },
  UNEXPECTED_FIELD: { status: 400, message: 'Los archivos deben enviarse en el campo «files».' },
  LENGTH_REQUIRED: { status: 411, message: 'La solicitud debe indicar su tamaño (Content-Length).' },
  FILE_TOO_LARGE: {
    status: 413,
    message: 'Uno de los archivos supera el tamaño máximo permitido por archivo.',
  },
  TOO_MANY_FILES: { status: 413, message: 'Se enviaron demasiados archivos en una sola solicitud.' },
  REQUEST_TOO_LARGE: {
    status: 413,
    message: 'El total de los archivos supera el máximo permitido por solicitud.',
  },
  NOT_PDF: { status: 415, message: 'Solo se aceptan archivos PDF.' },
  MALFORMED_UPLOAD: {
    status: 400,
    message:
      'Los archivos llegaron incompletos o en un formato de envío no válido. Vuelve a seleccionarlos e inténtalo de nuevo.',
  },
  NOTHING_READABLE: { status: 422, message: 'No se pudo leer ninguno de los archivos PDF enviados.' },
  INVALID_REQUEST: { status: 400, message: 'La solicitud no tiene el formato esperado.' },
  REPORT_NOT_STORED: {
    status: 422,
    message: 'No se pudo guardar el reporte porque sus datos no cumplen los límites permitidos.',
  },
  REVIEW_PENDING: {
    status: 409,
    message:
      'No se puede marcar como revisado: quedan gravámenes o valores dudosos sin confirmar. Confírmalos o indica el motivo para marcarlo igualmente.',
  },
  REVIEW_CONCLUSION_MISSING: {
    status: 409,
    message:
      'No se puede marcar como revisado sin una conclusión: escríbala en la sección «Conclusión» del reporte y guarde.',
  },
  REVIEW_UNAVAILABLE: {
    status: 503,
    message:
      'No se puede cambiar el estado de revisión en este momento: el servidor no tiene configurada su cuenta de servicio. Avisa al administrador.',
  },
  SERVICE_ACCOUNT_MISSING: {
    status: 503,
    message:
      'No se puede guardar el análisis en este momento: el servidor no tiene configurada su cuenta de servicio. Avisa al administrador.',
  },
  BACKEND_UNAVAILABLE: {
    status: 503,
    message: 'El servicio de datos no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  },
  BACKEND_RATE_LIMITED: {
    status: 429,
    message: 'Demasiadas solicitudes en poco tiempo. Espera un momento y vuelve a intentarlo.',
  },
  BACKEND_TIMEOUT: {
    status: 504,
    message: 'El servicio de datos tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
  ANALYSIS_TIMEOUT: {
    status: 504,
    message: 'El servicio de análisis tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
  ANALYSIS_UNAVAILABLE: {
    status: 503,
    message:
      'El servicio de análisis no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  },
  SHUTTING_DOWN: {
    status: 503,
    message: 'El servicio se está reiniciando. Inténtalo de nuevo en unos segundos.',
  },
  INTERNAL: { status: 500, message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' },
} as const satisfies Record<string, ApiErrorDefinition>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}
