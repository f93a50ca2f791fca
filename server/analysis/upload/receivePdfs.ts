import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { fileTooLargeMessage, refusedFile, type RefusedFile } from '../../../common/errors';
import type { UploadLimits } from '../../config';
import { AppError } from '../../http/errors';
import { storableFileName } from './fileNames';

export interface ReceivedPdf {
  name: string;
  bytes: Uint8Array;
}

/** The PDF header must appear within the first 1024 bytes (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-');
const HEADER_WINDOW = 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WINDOW)).includes(
    PDF_MAGIC,
  );
}

const MB = 1024 * 1024;

/** `fileName`: the file being read when the error came (multer reads the files one after another). */
function multerErrorToAppError(
  error: MulterError,
  limits: UploadLimits,
  fileName: string | undefined,
): AppError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('FILE_TOO_LARGE', {
        cause: error,
        message:
          fileName === undefined
            ? undefined
            : fileTooLargeMessage(fileName, Math.floor(limits.maxFileBytes / MB)),
      });
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
      return new AppError('TOO_MANY_FILES', { cause: error });
    default:
      return new AppError('UNEXPECTED_FIELD', { cause: error });
  }
}

/** Why a received file cannot be analysed at all, or undefined when it may be a PDF. */
function refusalOf(bytes: Uint8Array): 'EMPTY_FILE' | 'NOT_PDF' | undefined {
  if (bytes.byteLength === 0) return 'EMPTY_FILE';
  if (!looksLikePdf(bytes)) return 'NOT_PDF';
  return undefined;
}

/**
 * Judges each parsed file alone: PDFs by content go on in `res.locals.pdfs` with storable names,
 * the others are named with their reason in `res.locals.refused`. Only when no file is left is
 * the request refused, with the first file's reason and every file named.
 */
const acceptFiles: RequestHandler = (req, res, next) => {
  const files = Array.isArray(req.files) ? req.files : [];
  if (files.length === 0) return next(new AppError('NO_FILES'));
  const pdfs: ReceivedPdf[] = [];
  const refused: RefusedFile[] = [];
  let firstRefusal: 'EMPTY_FILE' | 'NOT_PDF' | undefined;
  for (const file of files) {
    const name = storableFileName(file.originalname);
    const bytes = new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
    const refusal = refusalOf(bytes);
    if (refusal) refused.push(refusedFile(name, refusal));
    else pdfs.push({ name, bytes });
    firstRefusal ??= refusal;
  }
  if (pdfs.length === 0 && firstRefusal) {
    const reasons = refused.map((file) => file.message).join('; ');
    return next(
      new AppError(firstRefusal, { message: `${reasons}. Solo se aceptan archivos PDF con contenido.` }),
    );
  }
  res.locals.pdfs = pdfs;
  res.locals.refused = refused;
  next();
};

/**
 * Receives the repeated multipart field `files`, treating the upload as hostile: the declared
 * size is checked before reading anything, every limit is enforced while streaming, and each
 * file is judged a PDF by content, whatever its name or declared type. Sets `res.locals.pdfs`
 * and `res.locals.refused`.
 */
export function receivePdfs(limits: UploadLimits): RequestHandler[] {
  const parse = multer({
    storage: multer.memoryStorage(),
    // Notes the file being read, so that a size refusal can name it.
    fileFilter: (req, file, accept) => {
      if (req.res) req.res.locals.uploadingFile = file.originalname;
      accept(null, true);
    },
    // Browsers send file names in UTF-8 without declaring it ("dominio_Ñuñoa.pdf").
    defParamCharset: 'utf8',
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: 10,
      parts: limits.maxFiles + 10,
    },
  }).array('files', limits.maxFiles);

  const checkDeclaredSize: RequestHandler = (req, _res, next) => {
    const declared = Number(req.get('content-length'));
    if (!req.get('content-length') || !Number.isFinite(declared)) throw new AppError('LENGTH_REQUIRED');
    if (declared > limits.maxRequestBytes) throw new AppError('REQUEST_TOO_LARGE');
    next();
  };

  const parseFiles: RequestHandler = (req, res, next) => {
    // Anything the multipart parser refuses that is not a limit is a malformed or cut request
    // (no or wrong boundary, broken part headers, truncated body): the client's, so a 400.
    const malformed = (cause: unknown) => next(new AppError('MALFORMED_UPLOAD', { cause }));
    try {
      parse(req, res, (error: unknown) => {
        if (error instanceof MulterError)
          return next(multerErrorToAppError(error, limits, res.locals.uploadingFile));
        if (error) return malformed(error);
        acceptFiles(req, res, next);
      });
    } catch (error) {
      malformed(error);
    }
  };

  return [checkDeclaredSize, parseFiles];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals through this namespace.
  namespace Express {
    interface Locals {
      pdfs?: ReceivedPdf[];
      uploadingFile?: string;
      /** Received files that are not PDFs, named with their reason. */
      refused?: RefusedFile[];
    }
  }
}
