import nodemailer from 'nodemailer';
import { nodemailerMessage, type MailTransport, type OutgoingEmail } from './mail-transport.ts';

/** Real delivery over SMTP; SMTP_URL looks like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(email: OutgoingEmail) {
      await transporter.sendMail(nodemailerMessage(from, email));
    },
    close: () => transporter.close(),
  };
}
