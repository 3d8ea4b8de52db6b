import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request from memory and returns true, or returns false to leave it to Fastify. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FrontDoor {
  /** For Fastify's `serverFactory` option: the HTTP server Fastify would make, asking the early answer first. */
  serverFactory: FastifyServerFactory;
  /** Sets the early answer (made after Fastify, from the app's parts). */
  answerFirst(answer: EarlyAnswer): void;
  /** From now on every request goes to Fastify, which answers 503 while the server closes. */
  close(): void;
}

/**
 * The server's front door. A news-day surge is mostly the same few public reads; answered here,
 * they skip Fastify's request and reply objects, routing and hooks, which cost more than the
 * answer itself (docs/performance.md). Everything else goes to Fastify unchanged.
 */
export function createFrontDoor(): FrontDoor {
  let early: EarlyAnswer | undefined;
  let open = true;
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer((request, response) => {
      if (open && early?.(request, response)) return;
      handler(request, response);
    });
    // As Fastify sets up the HTTP/1 server it makes itself.
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    if (Number(options.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    return server;
  };
  return {
    serverFactory,
    answerFirst(answer) {
      early = answer;
    },
    close() {
      open = false;
    },
  };
}
