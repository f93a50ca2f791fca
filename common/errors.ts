import accountMessages from './accounts/accountMessages.json' with { type: 'json' };
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
  // Issue 21: the analysis runs in the background; these say where it stands and when it ends.
  analysisRunsInBackground:
    'El análisis continúa aunque cierre esta ventana: el reporte aparecerá en su panel cuando termine.',
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
  // Accounts (issue #20). The first two are PocketBase's answers, written by pb_hooks from the JSON.
  signupClosed: accountMessages.signupClosed,
  emailNotVerified: accountMessages.emailNotVerified,
  // Neutral on purpose: whether the address has an account is not told.
  passwordResetRequested:
    'Si existe una cuenta con ese email, le enviamos un enlace para restablecer su contraseña. Revise su correo, también la carpeta de spam.',
  passwordResetRequestFailed: 'No se pudo enviar la solicitud. Inténtelo de nuevo en unos minutos.',
  passwordResetLinkInvalid:
    'El enlace no es válido o ya venció. Pida uno nuevo desde «¿Olvidaste tu contraseña?».',
  passwordResetFailed: 'No se pudo cambiar la contraseña. Inténtelo de nuevo.',
  passwordResetDone: 'Su contraseña quedó guardada. Ya puede iniciar sesión con ella.',
  accountActivated: 'Su cuenta quedó activada. Ya puede iniciar sesión con su contraseña.',
  passwordChanged: 'Su contraseña fue cambiada.',
  passwordChangeFailed: 'No se pudo cambiar la contraseña. Inténtelo de nuevo.',
  oldPasswordWrong: 'La contraseña actual no es correcta.',
  emailVerified: 'Su email quedó confirmado. Ya puede iniciar sesión.',
  emailVerificationFailed:
    'El enlace de confirmación no es válido o ya venció. Inicie sesión con su email y contraseña para recibir uno nuevo.',
  registrationNeedsVerification:
    'Su cuenta fue creada. Le enviamos un email para confirmarla: abra el enlace antes de iniciar sesión.',
  historyFailed: 'No se pudo cargar el historial del reporte. Inténtelo de nuevo.',
  versionUnreadable: 'No se pudo leer esa versión del reporte. Inténtelo de nuevo.',
} as const;

/** `Archivos duplicados omitidos: {names}` */
export const duplicateFilesMessage = (names: readonly string[]): string =>
  `Archivos duplicados omitidos: ${names.join(', ')}`;

/**
 * Why one file of an upload was left out while the others were analysed: each refused file is
 * named with its reason, and the upload goes on with the rest.
 */
export const FILE_REFUSALS = {
  EMPTY_FILE: (name: string) => `«${name}» está vacío`,
  NOT_PDF: (name: string) => `«${name}» no es un PDF`,
  ALREADY_IN_REPORT: (name: string) => `«${name}» ya estaba en el reporte`,
  REPEATED_IN_UPLOAD: (name: string) => `«${name}» repite el contenido de otro archivo de este envío`,
  UNREADABLE: (name: string) => `«${name}» no se pudo leer (el detalle queda en las notas del reporte)`,
} as const satisfies Record<string, (name: string) => string>;

export type FileRefusalCode = keyof typeof FILE_REFUSALS;

/** A file left out of an analysis, as the upload answer lists it. */
export interface RefusedFile {
  name: string;
  code: FileRefusalCode;
  message: string;
}

export const refusedFile = (name: string, code: FileRefusalCode): RefusedFile => ({
  name,
  code,
  message: FILE_REFUSALS[code](name),
});

/** FILE_TOO_LARGE naming the file and the limit per file. */
export const fileTooLargeMessage = (name: string, maxMegabytes: number): string =>
  `El archivo «${name}» supera el tamaño máximo de ${maxMegabytes} MB por archivo.`;

/** `HTTP error! status: {code}` */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

export interface ApiErrorDefinition {
  status: number;
  message: string;
  /** Every 429 says when to retry (Retry-After, in seconds): the window of the limit it hit. */
  retryAfterSeconds?: number;
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
    retryAfterSeconds: 60,
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
    retryAfterSeconds: 10,
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
  EMPTY_FILE: { status: 400, message: 'El archivo enviado está vacío.' },
  MALFORMED_UPLOAD: {
    status: 400,
    message:
      'Los archivos llegaron incompletos o en un formato de envío no válido. Vuelve a seleccionarlos e inténtalo de nuevo.',
  },
  NOTHING_READABLE: { status: 422, message: 'No se pudo leer ninguno de los archivos PDF enviados.' },
  INVALID_REQUEST: { status: 400, message: 'La solicitud no tiene el formato esperado.' },
  INVALID_UPLOAD_KEY: {
    status: 400,
    message:
      'La clave de reintento del envío (Idempotency-Key) no es válida: use de 8 a 100 letras, dígitos, guiones o guiones bajos.',
  },
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
    // PocketBase's window for all API calls (pb_hooks/rateLimits.pb.js).
    retryAfterSeconds: 10,
  },
  BACKEND_TIMEOUT: {
    status: 504,
    message: 'El servicio de datos tardó demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
  ANALYSIS_BUSY: {
    status: 429,
    // About what a document takes to read.
    retryAfterSeconds: 60,
    message:
      'Ya tiene muchos documentos esperando su análisis. Espere a que terminen e inténtelo de nuevo en unos minutos.',
  },
  JOB_NOT_FOUND: {
    status: 404,
    message: 'No se encontró el análisis solicitado o no tiene acceso a él.',
  },
  ANALYSIS_QUEUE_FULL: {
    status: 429,
    // About what a document takes to read.
    retryAfterSeconds: 60,
    message:
      'El servicio de análisis tiene demasiados documentos en espera. Inténtelo de nuevo en unos minutos.',
  },
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    message:
      'Estos archivos superan el espacio de almacenamiento de su cuenta. Elimine reportes que ya no necesite o pida al administrador ampliar su cuota.',
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
  DISK_FULL: {
    status: 507,
    message:
      'No se pudo guardar: sin espacio en el servidor. Sus datos anteriores están intactos; avise al administrador para que libere espacio en disco e inténtelo de nuevo.',
  },
  ADMIN_LOOPBACK_ONLY: {
    status: 403,
    message:
      'El panel de administración solo se abre desde el propio servidor (por ejemplo, a través de un túnel SSH).',
  },
  INTERNAL: { status: 500, message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' },
} as const satisfies Record<string, ApiErrorDefinition>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}
