import type Mail from 'nodemailer/lib/mailer/index.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** Something that delivers an email to the outside world (SMTP in production). */
export interface MailTransport {
  readonly name: string;
  deliver(email: OutgoingEmail): Promise<void>;
}

/** The message as nodemailer builds it, for any of its transports. */
export function nodemailerMessage(from: string, email: OutgoingEmail): Mail.Options {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    attachments: email.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}
