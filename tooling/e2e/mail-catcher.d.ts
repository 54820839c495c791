export interface CaughtMail {
  to: string[];
  /** The message as received. */
  raw: string;
  /** The message with quoted-printable undone. */
  text: string;
}

export declare function decodeQuotedPrintable(raw: string): string;

export declare function startMailCatcher(options?: { port?: number }): Promise<{
  port: number;
  mails: CaughtMail[];
  close: () => Promise<void>;
}>;
