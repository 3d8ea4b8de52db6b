/**
 * The id of the home page's free legal help panel: where the footer, the paywall, the FAQ and
 * "Start here" send people. Its own module, so the footer (on every page) does not carry the
 * list of addresses in `free-legal-help.ts` into every page's first script.
 */
export const FREE_LEGAL_HELP_ANCHOR = 'free-legal-help';

/**
 * The panel's address, for a page that links it. Modules that must not load this one (it would
 * become a chunk of its own) write the address out and type it with `FreeLegalHelpHref`.
 */
export type FreeLegalHelpHref = `/#${typeof FREE_LEGAL_HELP_ANCHOR}`;
