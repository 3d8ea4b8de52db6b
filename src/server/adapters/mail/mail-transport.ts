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
