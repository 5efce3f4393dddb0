/** An e-mail the auth service would have sent. */
export interface CapturedMail {
  to: string;
  subject: string;
  body: string;
  link?: string;
  /** The one-time code the mail carries, if any. */
  token?: string;
  sentAt: string;
}

/** Auth e-mails are captured here instead of being sent (readable by tests). */
export class MailOutbox {
  readonly #mails: CapturedMail[] = [];

  capture(mail: Omit<CapturedMail, 'sentAt'>): void {
    this.#mails.push({ ...mail, sentAt: new Date().toISOString() });
    if (this.#mails.length > 500) this.#mails.shift();
  }

  list(): CapturedMail[] {
    return this.#mails.map((m) => ({ ...m }));
  }

  clear(): void {
    this.#mails.length = 0;
  }
}
