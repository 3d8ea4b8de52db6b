import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import { serializeError } from './log-error.ts';

/**
 * Structured logs that never hold personal data: no bodies, headers, cookies or query strings
 * (a query can carry an email or ZIP code). Only method, path, status and timing; errors by class,
 * code and stack frames, never their messages (a failed query's message holds its parameters).
 */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    level: config.logLevel,
    redact: { paths: ['req.headers', 'req.body', 'req.query', 'res.headers'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (error: Error) => serializeError(error),
    },
  };
}

/**
 * One line per request, when it is answered: method, path (never the query), status and time in
 * ms, instead of Fastify's pair of lines ("incoming request", then "request completed").
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

export const requestLogController = (): LogController => new OneLinePerRequest();
