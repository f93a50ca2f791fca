import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
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

function multerErrorToAppError(error: MulterError): AppError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('FILE_TOO_LARGE', { cause: error });
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
      return new AppError('TOO_MANY_FILES', { cause: error });
    default:
      return new AppError('UNEXPECTED_FIELD', { cause: error });
  }
}

/** Checks the parsed files are PDFs by content and sets `res.locals.pdfs` with storable names. */
const acceptFiles: RequestHandler = (req, res, next) => {
  const files = Array.isArray(req.files) ? req.files : [];
  if (files.length === 0) return next(new AppError('NO_FILES'));
  const notPdf = files.find((file) => !looksLikePdf(file.buffer));
  if (notPdf) {
    return next(
      new AppError('NOT_PDF', {
        message: `El archivo «${notPdf.originalname}» no es un PDF. Solo se aceptan archivos PDF.`,
      }),
    );
  }
  res.locals.pdfs = files.map((file) => ({
    name: storableFileName(file.originalname),
    bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength),
  }));
  next();
};

/**
 * Receives the repeated multipart field `files`, treating the upload as hostile: the declared
 * size is checked before reading anything, every limit is enforced while streaming, and each
 * file must be a PDF by content, whatever its name or declared type. Sets `res.locals.pdfs`.
 */
export function receivePdfs(limits: UploadLimits): RequestHandler[] {
  const parse = multer({
    storage: multer.memoryStorage(),
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
        if (error instanceof MulterError) return next(multerErrorToAppError(error));
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
    }
  }
}
