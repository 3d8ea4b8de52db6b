import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { nodemailerMessage, type MailTransport, type OutgoingEmail } from './mail-transport.ts';

/** `2026-11-25T04-29-49-123Z-1a2b3c4d5e6f.eml`: sorts by the time it was written, safe on any file system, never reused. */
export function mailFileName(at: Date): string {
  return `${at.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * Without an SMTP server, each email is written as a standard `.eml` file (RFC 5322, built by
 * nodemailer) into `directory`, for the operator to open with any mail program: like an SMTP
 * server's spool, the folder holds token emails whole, so it is the operator's alone (0700,
 * files 0600). A file appears whole or not at all (written under a hidden name, then renamed).
 */
export function createMailFolderTransport(directory: string, from: string): MailTransport & { directory: string } {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'mail-folder',
    directory,
    async deliver(email: OutgoingEmail) {
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const { message } = (await composer.sendMail(nodemailerMessage(from, email))) as { message: Buffer };
      const name = mailFileName(new Date());
      const partial = path.join(directory, `.${name}.partial`);
      await fs.writeFile(partial, message, { mode: 0o600, flag: 'wx' });
      await fs.rename(partial, path.join(directory, name));
    },
  };
}
