import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

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
    return {
      send: async (message) => {
        await transport.sendMail({ ...message, from: message.from ?? options.from });
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
    send: async (message) => {
      const info = await transport.sendMail({ ...message, from: message.from ?? options.from });
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
