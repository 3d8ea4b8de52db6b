/**
 * The page routes of the web app (specification 2.1) as data, shared by the client router,
 * the server (which answers 200 for these paths and 404 for anything else) and the build
 * (which prerenders the `prerender: true` pages). Isomorphic: no DOM, no Node imports.
 */

import { PAID_ACCESS_LEVELS, type AccessLevel, type PaidAccessLevel } from './access/access-levels.ts';


export interface AppRoute {
  /** Stable identifier (kebab-case): router id, page module name and i18n key prefix. */
  readonly id: string;
  /** React Router path pattern; `:name` marks one dynamic segment. */
  readonly path: string;
  /**
   * Who sees the whole page, in the API's vocabulary (`#shared/access/access-levels.ts`): others get
   * a sign-in prompt, or the premium gate (over a dimmed preview on /documents, /assessment and /resources).
   */
  readonly access: AccessLevel;
  /** Rendered to static HTML at build time (public pages whose content does not depend on a param or the viewer). */
  readonly prerender: boolean;
  /** Unique page title, shown as `<title> | <site name>`. */
  readonly title: string;
  /** Meta description: one plain sentence. */
  readonly description: string;
}

export const APP_ROUTES = [
  {
    id: 'home',
    path: '/',
    access: 'public',
    prerender: true,
    title: 'Bankruptcy Education and Support for Self-Filers',
    description:
      'Free education and community support for people filing Chapter 7 or Chapter 13 bankruptcy on their own, without legal advice.',
  },
  {
    id: 'news',
    path: '/news',
    access: 'public',
    prerender: true,
    title: 'Latest Bankruptcy News',
    description: 'Recent news and updates about bankruptcy, housing, mortgages and foreclosure for people filing on their own.',
  },
  {
    id: 'news-article',
    path: '/news/:id',
    access: 'public',
    prerender: false,
    title: 'News Article',
    description: 'A news article about bankruptcy and personal finance for self-filers.',
  },
  {
    id: 'preparation',
    path: '/preparation',
    access: 'public',
    prerender: true,
    title: 'Bankruptcy Preparation Checklist',
    description: 'Checklists of the financial documents, property records and debt information to gather before you file.',
  },
  {
    id: 'chapter7',
    path: '/chapter7',
    access: 'public',
    prerender: true,
    title: 'Chapter 7 Bankruptcy',
    description: 'How Chapter 7 bankruptcy works: the means test, eligibility, exemptions, discharge timeline and required documents.',
  },
  {
    id: 'chapter13',
    path: '/chapter13',
    access: 'public',
    prerender: true,
    title: 'Chapter 13 Bankruptcy',
    description: 'How a Chapter 13 repayment plan works: eligibility, debt limits, plan payments, trustee fees and confirmation.',
  },
  {
    id: 'community',
    path: '/community',
    access: 'public',
    prerender: true,
    title: 'Community Support',
    description: 'Talk with other people going through bankruptcy in moderated community chat rooms.',
  },
  {
    id: 'about',
    path: '/about',
    access: 'public',
    prerender: true,
    title: 'About Us and Frequently Asked Questions',
    description: 'Our mission, why self-advocacy matters and answers to common questions about filing bankruptcy on your own.',
  },
  {
    id: 'contact',
    path: '/contact',
    access: 'public',
    prerender: true,
    title: 'Contact Us',
    description: 'Send us a message or reach our support team by email or phone; we reply within 24 hours.',
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    access: 'public',
    prerender: true,
    title: 'Privacy Policy',
    description: 'What information we collect, how we use and protect it, and the rights you have over your data.',
  },
  {
    id: 'terms-of-service',
    path: '/terms-of-service',
    access: 'public',
    prerender: true,
    title: 'Terms of Service',
    description: 'The terms that apply when you use this educational website and its premium membership.',
  },
  {
    id: 'disclaimer',
    path: '/disclaimer',
    access: 'public',
    prerender: true,
    title: 'Legal Disclaimer',
    description: 'This website offers education and community support only and is not a substitute for advice from an attorney.',
  },
  {
    id: 'forms',
    path: '/forms',
    access: 'public',
    prerender: true,
    title: 'Official Bankruptcy Forms',
    description: 'The official federal bankruptcy forms that people filing Chapter 7 or Chapter 13 commonly need.',
  },
  {
    id: 'subscribe',
    path: '/subscribe',
    access: 'public',
    prerender: false,
    title: 'Premium Membership',
    description: 'Subscribe to premium membership for document generation, risk assessment, resource matching and AI counseling.',
  },
  {
    id: 'subscribe-success',
    path: '/subscribe-success',
    access: 'user',
    prerender: false,
    title: 'Subscription Confirmation',
    description: 'Confirmation of your premium membership payment.',
  },
  {
    id: 'confirm-signup',
    path: '/confirm-signup',
    access: 'public',
    prerender: false,
    title: 'Confirm Your Email',
    description: 'Confirm the email address given for our newsletter or a webinar, using the link we emailed.',
  },
  {
    id: 'account',
    path: '/account',
    access: 'user',
    prerender: false,
    title: 'My Account',
    description: 'Your account details, membership status and saved work.',
  },
  {
    id: 'course',
    path: '/course',
    access: 'public',
    prerender: false,
    title: 'Chapter 7 Online Course',
    description: 'Our Chapter 7 online course.',
  },
  {
    id: 'documents',
    path: '/documents',
    access: 'schedule-tool',
    prerender: false,
    title: 'Documents and Forms Center',
    description: 'Prepare bankruptcy documents, download official forms and read step-by-step guides.',
  },
  {
    id: 'document-edit',
    path: '/documents/edit/:id',
    access: 'schedule-tool',
    prerender: false,
    title: 'Edit Document',
    description: 'Continue preparing one of your bankruptcy documents.',
  },
  {
    id: 'document-how-to-file',
    path: '/documents/:id/how-to-file',
    access: 'user',
    prerender: false,
    title: 'How to File Your Forms',
    description: 'Where to file your bankruptcy forms, the fee and how to pay it, what to bring and what happens next.',
  },
  {
    id: 'assessment',
    path: '/assessment',
    access: 'subscriber',
    prerender: false,
    title: 'Risk Assessment',
    description: 'A guided 15 to 20 minute assessment that helps you understand which bankruptcy option may fit your situation.',
  },
  {
    id: 'assessment-questionnaire',
    path: '/assessment/questionnaire/:id',
    access: 'subscriber',
    prerender: false,
    title: 'Assessment Questionnaire',
    description: 'Continue answering the questions of your risk assessment.',
  },
  {
    id: 'assessment-results',
    path: '/assessment/results/:id',
    access: 'subscriber',
    prerender: false,
    title: 'Assessment Results',
    description: 'The results and next steps of your completed risk assessment.',
  },
  {
    id: 'resources',
    path: '/resources',
    access: 'subscriber',
    prerender: false,
    title: 'Advanced Resources and Support',
    description: 'Legal resource matching, real-time community support and personalized AI debt counseling.',
  },
  {
    id: 'admin',
    path: '/admin',
    access: 'admin',
    prerender: false,
    title: 'Admin Dashboard',
    description: 'Moderate community stories and questions, publish news and manage users.',
  },
] as const satisfies readonly AppRoute[];

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];
export type AppRoutePath = (typeof APP_ROUTES)[number]['path'];

type PaidRoute = Extract<(typeof APP_ROUTES)[number], { access: PaidAccessLevel }>;

/** The paid level that opens a page behind the premium gate, as the table says. */
export function paidAccessOf(id: PaidRoute['id']): PaidAccessLevel {
  const route = APP_ROUTES.find((r): r is PaidRoute => r.id === id && (PAID_ACCESS_LEVELS as readonly string[]).includes(r.access));
  if (!route) throw new Error(`${id} is not a page behind the premium gate`);
  return route.access;
}

/** Splits a path into its non-empty segments; ignores a trailing slash. */
function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether `pathname` matches the route pattern. Static segments compare case-insensitively
 * (as the client router does by default); a `:param` segment matches one non-empty segment.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const patternSegments = segmentsOf(pattern);
  const pathSegments = segmentsOf(pathname);
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((patternSegment, index) => {
    const decoded = safeDecode(pathSegments[index] ?? '');
    if (decoded === null || decoded.length === 0) return false;
    return patternSegment.startsWith(':') || patternSegment.toLowerCase() === decoded.toLowerCase();
  });
}

/** The route a pathname (no query string or hash) belongs to, or undefined for unknown paths. */
export function findAppRoute(pathname: string): (typeof APP_ROUTES)[number] | undefined {
  // Static paths win over dynamic ones, as in the client router's ranking.
  const matches = APP_ROUTES.filter((route) => matchesRoutePath(route.path, pathname));
  return matches.find((route) => !route.path.includes(':')) ?? matches[0];
}

/** True for paths the client app renders a page for; the server answers 404 for all others. */
export function isAppRoute(pathname: string): boolean {
  return findAppRoute(pathname) !== undefined;
}

/** The `:param` values of a pathname that matches `pattern` (`/news/:id`, `/news/7` → `{ id: '7' }`). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const pathSegments = segmentsOf(pathname);
  const params: Record<string, string> = {};
  segmentsOf(pattern).forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(pathSegments[index] ?? '') ?? '';
  });
  return params;
}

/** Fills `:param` segments of a route path, e.g. `buildRoutePath('/documents/edit/:id', { id: 7 })`. */
export function buildRoutePath(path: AppRoutePath, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
