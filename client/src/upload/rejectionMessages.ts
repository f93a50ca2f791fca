import { ErrorCode, type FileRejection } from 'react-dropzone';

/** Spanish reasons for the drop zone's rejection codes (SPEC §5). */
const REASONS: Readonly<Record<string, string>> = {
  [ErrorCode.FileInvalidType]: 'solo se aceptan archivos PDF',
  [ErrorCode.FileTooLarge]: 'el archivo es demasiado grande',
  [ErrorCode.FileTooSmall]: 'el archivo es demasiado pequeño',
  [ErrorCode.TooManyFiles]: 'se seleccionaron demasiados archivos',
};

const UNKNOWN_REASON = 'el archivo no se puede usar';

/** `informe.docx: solo se aceptan archivos PDF` */
export function rejectionMessage(rejection: {
  file: Pick<File, 'name'>;
  errors: FileRejection['errors'];
}): string {
  const reasons = rejection.errors.map((error) => REASONS[error.code] ?? UNKNOWN_REASON);
  return `${rejection.file.name}: ${[...new Set(reasons)].join('; ')}`;
}
