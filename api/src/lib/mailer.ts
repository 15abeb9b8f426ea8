import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = {
  /** The sender; MAIL_FROM when absent (lib/brands.ts brandedFrom gives a brand's). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; path?: string; content?: Buffer; cid?: string }[];
};

export type SendOptions = {
  /**
   * Runs when the server has taken the envelope and the whole message but not yet its end (SMTP's
   * final "." line): the last moment it cannot have accepted the mail. The end goes only once this
   * resolved; if it throws, the connection is dropped and the server discards the mail.
   */
  beforeEnd?: () => Promise<void>;
};

export type Mailer = {
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
  close: () => void;
};

/** The message as the transport reads it, its end held back until `beforeEnd` resolved. */
function holdEnd(input: Readable, beforeEnd: () => Promise<void>): Readable {
  const chunks = input[Symbol.asyncIterator]();
  // Read only by the SMTP connection, after the server answered DATA (nodemailer pipes it then).
  return new Readable({
    async read() {
      try {
        const next = await chunks.next();
        if (!next.done) return void this.push(next.value);
        await beforeEnd();
        this.push(null);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      input.destroy();
      callback(error);
    },
  });
}

/**
 * Sends mail over SMTP_URL (pooled); without it each mail is written as an .eml file into
 * DATA_DIR/outbox and logged, so a developer can open it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(
      options.smtpUrl + (options.smtpUrl.includes('?') ? '&' : '?') + 'pool=true&maxConnections=5',
    );
    // nodemailer hands a message's own fields to its plugins: beforeEnd rides along with them.
    transport.use('stream', (mail, done) => {
      const { beforeEnd } = mail.data as SendOptions;
      if (beforeEnd) mail.message.processFunc((input) => holdEnd(input, beforeEnd));
      done();
    });
    return {
      send: async (message, sendOptions) => {
        const mail = { ...message, from: message.from ?? options.from, ...sendOptions };
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    send: async (message, sendOptions) => {
      const info = await transport.sendMail({ ...message, from: message.from ?? options.from });
      await sendOptions?.beforeEnd?.();
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
    },
    close: () => {},
  };
}
