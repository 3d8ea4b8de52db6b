import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '#shared/errors.ts';
import { zodIssuesToFieldIssues } from '../http/validation.ts';
import { isBadInputForDatabase } from '../db/errors.ts';

const MESSAGES_BY_FASTIFY_CODE: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
};

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

/**
 * The one place errors become responses: `{ message, code, issues? }` with the status of the code.
 * A 5xx never carries internals; the details go to the log (without request data).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    let status: number;
    let body: ErrorBody;

    if (error instanceof AppError) {
      status = error.status;
      body = { message: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) };
    } else if (error instanceof ZodError) {
      const issues = zodIssuesToFieldIssues(error);
      status = 400;
      body = { message: issues[0]?.message ?? 'Invalid input', code: 'VALIDATION_FAILED', issues };
    } else if (isBadInputForDatabase(error)) {
      status = 400;
      body = { message: 'Some of the text or numbers could not be saved. Please check them and try again.', code: 'VALIDATION_FAILED' };
    } else {
      const fastifyError = error as FastifyError;
      const known = fastifyError.code ? MESSAGES_BY_FASTIFY_CODE[fastifyError.code] : undefined;
      const rawStatus = fastifyError.statusCode ?? 500;
      if (known) {
        status = ERROR_STATUS[known.code];
        body = { message: known.message, code: known.code };
      } else if (rawStatus === 429) {
        status = 429;
        body = { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' };
      } else if (rawStatus >= 400 && rawStatus < 500) {
        status = rawStatus;
        body = { message: fastifyError.message || 'Invalid request', code: codeForStatus(rawStatus) };
      } else {
        status = 500;
        body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
      }
    }

    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    if (status === 401) body.message = 'Unauthorized';
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
