import fs from 'node:fs/promises';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';

/** An email as a mail program shows it: its headers, recipients and plain text. */
export interface ReadEmail {
  headers: Map<string, string>;
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  const body = end ? raw.slice(end.index + end[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text/plain part of a MIME entity (the first one, in multipart messages). */
function plainText(headers: Map<string, string>, body: string): string | undefined {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = splitHeaders(part.replace(/^\r?\n/, ''));
      const text = plainText(inner.headers, inner.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(contentType)) return undefined;
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Reads a raw RFC 5322 message (an `.eml` file, or what an SMTP server received). */
export function readEmail(raw: string): ReadEmail {
  const { headers, body } = splitHeaders(raw);
  const to = addressparser(headers.get('to') ?? '', { flatten: true }).map((a) => a.address.toLowerCase());
  return { headers, to, subject: headers.get('subject') ?? '', text: plainText(headers, body) ?? '' };
}

/** The links in an email's text, in order. */
export function linksIn(email: ReadEmail): string[] {
  return email.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
}

/** The `.eml` files in a mail folder, newest first (their names sort by the time they were written). */
export async function readMailFolder(folder: string): Promise<Array<ReadEmail & { file: string }>> {
  const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  const files = names.filter((name) => name.endsWith('.eml')).sort().reverse();
  return Promise.all(files.map(async (name) => ({ file: path.join(folder, name), ...readEmail(await fs.readFile(path.join(folder, name), 'utf8')) })));
}

/** Waits for the newest email to `to` in a mail folder that `matches`, and returns it. */
export async function waitForEmailInMailFolder(
  folder: string,
  to: string,
  matches: (email: ReadEmail) => boolean,
  timeoutMs = 10_000,
  /** Files already there before the action that sends the awaited email: an older match must not count. */
  seenBefore: ReadonlySet<string> = new Set(),
): Promise<ReadEmail & { file: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailFolder(folder)).find((email) => !seenBefore.has(email.file) && email.to.includes(to.toLowerCase()) && matches(email));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching email to ${to} in ${folder}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits for an email to `to` in a mail folder that has a link matching `pattern`, and returns the newest such link. */
export async function waitForLinkInMailFolder(folder: string, to: string, pattern: RegExp, timeoutMs = 10_000, seenBefore?: ReadonlySet<string>): Promise<string> {
  const email = await waitForEmailInMailFolder(folder, to, (e) => linksIn(e).some((l) => pattern.test(l)), timeoutMs, seenBefore);
  return linksIn(email).find((l) => pattern.test(l))!;
}
