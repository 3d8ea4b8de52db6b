import os from 'node:os';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { destination, levels, type DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import { serializeError } from './log-error.ts';

/**
 * Structured logs that never hold personal data: no bodies, headers, cookies or query strings
 * (a query can carry an email or ZIP code). Only method, path, status and timing; errors by class,
 * code and stack frames, never their messages (a failed query's message holds its parameters).
 */
export function loggerOptions(config: AppConfig, stream: DestinationStream): FastifyServerOptions['logger'] {
  return {
    stream,
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

/** How long a log line may wait in memory for others to be written with it. */
const LOG_FLUSH_MS = 100;

/**
 * Standard output, written 4 kB at a time, or 0.1 s after a line when fewer come: under a surge,
 * one write per request line would be one more system call per answer (docs/performance.md).
 * What is left is written when the process exits (pino registers that for the destinations it
 * makes).
 */
export function batchedStandardOutput(): DestinationStream {
  const stream = destination({ dest: 1, minLength: 4096, sync: false });
  let flushSoon: NodeJS.Timeout | undefined;
  const flush = () => {
    flushSoon = undefined;
    stream.flush();
  };
  return {
    write(line: string) {
      stream.write(line);
      flushSoon ??= setTimeout(flush, LOG_FLUSH_MS).unref();
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

/** What the request line of an answer made before Fastify says. */
export interface AnsweredRequest {
  id: string;
  method: string;
  /** The URL without its query. */
  path: string;
  statusCode: number;
  /** Milliseconds, to a tenth. */
  responseTime: number;
}

/**
 * Writes the line `requestCompleted` writes, for an answer made before Fastify (the front door's),
 * straight to the log's stream. pino's serializers and redaction cost more than such an answer,
 * and its fields need neither: the line holds only method, path, status and time.
 */
export function requestLineWriter(logger: FastifyBaseLogger, stream: DestinationStream): (request: AnsweredRequest) => void {
  // pino's base fields (level 30 is info), in pino's order.
  const prefix = `{"level":30,"time":`;
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  return ({ id, method, path, statusCode, responseTime }) => {
    if ((levels.values[logger.level] ?? Infinity) > levels.values.info!) return;
    const reqId = JSON.stringify(id);
    stream.write(
      `${prefix}${Date.now()}${base},"reqId":${reqId},"req":{"id":${reqId},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  };
}
