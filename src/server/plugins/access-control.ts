import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_LEVELS, PAID_ACCESS_LEVELS, type AccessLevel, type PaidAccessLevel } from '#shared/access/access-levels.ts';
import { AppError } from '#shared/errors.ts';

/** Who may call a route. Every /api route states one where it is registered. */
export type RouteAccess = AccessLevel;

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
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access (${ACCESS_LEVELS.join(', ')})`);
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
  /** Enrolled in the course that opens the schedule completion tool; asks the course module at most once per request, only when called. */
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

/**
 * The one access policy (spec 6): whether this viewer may use what `level` guards. Every route's
 * access rule, and the permissions GET /api/auth/user carries to the client, are this answer.
 */
export async function canUse(viewer: RequestViewer | null, level: AccessLevel): Promise<boolean> {
  if (level === 'public') return true;
  if (!viewer) return false;
  switch (level) {
    case 'user':
      return true;
    case 'admin':
      return viewer.isAdmin;
    case 'subscriber':
      return viewer.hasPremium();
    case 'schedule-tool':
      return (await viewer.hasPremium()) || viewer.hasCourseEnrollment();
  }
}

/** The schedule completion tool (/documents): a premium subscription or the Chapter 7 course (spec 6). */
export const canUseScheduleTool = (viewer: RequestViewer | null) => canUse(viewer, 'schedule-tool');

/** What this viewer may use of the paid levels, for the current user's answer. */
export async function paidPermissions(viewer: RequestViewer | null): Promise<Record<PaidAccessLevel, boolean>> {
  const answers = await Promise.all(PAID_ACCESS_LEVELS.map((level) => canUse(viewer, level)));
  return { subscriber: answers[0] ?? false, 'schedule-tool': answers[1] ?? false };
}

/** The 403 message of each level a signed-in person may be refused. */
const REFUSALS: Record<Exclude<AccessLevel, 'public' | 'user'>, string> = {
  admin: 'You do not have permission to do this.',
  subscriber: 'An active premium subscription is required',
  'schedule-tool': 'An active premium subscription or enrollment in the Chapter 7 course is required',
};
export const SCHEDULE_TOOL_REFUSAL = REFUSALS['schedule-tool'];

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
    if (access !== 'user' && !(await canUse(viewer, access))) throw new AppError('FORBIDDEN', REFUSALS[access]);
  });
}
