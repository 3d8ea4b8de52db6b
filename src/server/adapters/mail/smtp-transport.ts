import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';

/** Real delivery over SMTP; SMTP_URL looks like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(email: OutgoingEmail) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        attachments: email.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transporter.close(),
  };
}
