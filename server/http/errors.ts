import type { ErrorRequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';
import {
  API_ERRORS,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorDefinition,
} from '../../common/errors';

/**
 * An expected failure with a catalogue code; its status and Spanish message come from API_ERRORS,
 * unless a more specific Spanish message (e.g. naming the file) is given.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly userMessage: string;
  constructor(
    readonly code: ApiErrorCode,
    options?: { cause?: unknown; message?: string },
  ) {
    super(code, options);
    this.userMessage = options?.message ?? API_ERRORS[code].message;
  }

  get status(): number {
    return API_ERRORS[this.code].status;
  }
}

/** A limit's answer says when to retry, unless the limiter already did (express-rate-limit). */
export function setRetryAfter(res: ServerResponse, code: ApiErrorCode): void {
  const definition: ApiErrorDefinition = API_ERRORS[code];
  if (definition.retryAfterSeconds !== undefined && !res.hasHeader('retry-after'))
    res.setHeader('retry-after', String(definition.retryAfterSeconds));
}

export function sendError(
  res: Response,
  code: ApiErrorCode,
  message: string = API_ERRORS[code].message,
): void {
  setRetryAfter(res, code);
  res.status(API_ERRORS[code].status).json({ code, message } satisfies ApiErrorBody);
}

function bodyParserCode(error: unknown): ApiErrorCode | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  if (error.type === 'entity.parse.failed') return 'INVALID_JSON';
  if (error.type === 'entity.too.large') return 'PAYLOAD_TOO_LARGE';
  return undefined;
}

/** Last middleware: catalogue errors keep their status, anything else is logged and becomes a 500. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const code = error instanceof AppError ? error.code : (bodyParserCode(error) ?? 'INTERNAL');
  if (code === 'INTERNAL' || code === 'BACKEND_UNAVAILABLE') req.log.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  sendError(res, code, error instanceof AppError ? error.userMessage : undefined);
};
