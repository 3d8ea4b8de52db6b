/**
 * The links inside a reply's text: the site's own pages ("/chapter7#the-means-test") and full
 * https addresses. A site path counts only where it starts a word, so "lsc.gov/about-lsc/…" stays
 * one outside address and is never cut into a link to our /about page (issue 41).
 */
export type ReplyPart = { kind: 'text' | 'site' | 'external'; text: string };

const LINKS = /((?<![\w./:-])\/(?:resources\?tab=resource-matching(?:&zip=\d{5})?|resources|assessment|chapter7|chapter13|preparation|about|forms|course)(?:#[a-z0-9-]+)?(?![\w/-])|https:\/\/[^\s)"”]*[^\s)"”.,;:])/g;

export function replyParts(text: string): ReplyPart[] {
  return text
    .split(LINKS)
    .map((part, index): ReplyPart => (index % 2 === 0 ? { kind: 'text', text: part } : { kind: part.startsWith('https://') ? 'external' : 'site', text: part }))
    .filter((part) => part.text !== '');
}
