import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';

/**
 * Who may call a route. Every /api route states one where it is registered. 'schedule-tool' is the
 * schedule completion tool (/documents): a premium subscription or a course enrollment (spec 6).
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'user', 'subscriber', 'schedule-tool', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A public answer that is the same whoever asks: the session cookie is not looked up. */
    sameForEveryone?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Refuses to start when an /api route forgets to declare its access, and keeps the route table
 * so a test can walk every route for every role.
 */
export function registerAccessDeclarations(app: FastifyInstance, table: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access || !ROUTE_ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access (${ROUTE_ACCESS_LEVELS.join(', ')})`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access });
    }
  });
}

/** The sign-in layer sets this per request; until a user is resolved every caller is a visitor. */
export interface RequestViewer {
  userId: string;
  isAdmin: boolean;
  /** Premium access now (admins always have it); asks billing at most once per request, only when called. */
  hasPremium: () => Promise<boolean>;
  /** Enrolled in an online course; asks the course module at most once per request, only when called. */
  hasCourseEnrollment: () => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: RequestViewer | null;
  }
}

/** The signed-in viewer of a route that needs one; a visitor gets the same 401 as the access rule gives. */
export function requireViewer(request: FastifyRequest): RequestViewer {
  if (!request.viewer) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.viewer;
}

/** The 403 message of a 'schedule-tool' route to someone with neither premium nor the course. */
export const SCHEDULE_TOOL_REFUSAL = 'An active premium subscription or enrollment in the Chapter 7 course is required';

export function registerAccessEnforcement(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  // What a signed-in route answers (or refuses) is about one person: no browser or proxy may keep it.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (access && access !== 'public') reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const viewer = requireViewer(request);
    if (access === 'admin' && !viewer.isAdmin) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
    if (access === 'subscriber' && !(await viewer.hasPremium())) {
      throw new AppError('FORBIDDEN', 'An active premium subscription is required');
    }
    if (access === 'schedule-tool' && !(await viewer.hasPremium()) && !(await viewer.hasCourseEnrollment())) {
      throw new AppError('FORBIDDEN', SCHEDULE_TOOL_REFUSAL);
    }
  });
}
