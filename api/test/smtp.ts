import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type TestSmtp = {
  url: string;
  received: (ParsedMail & { envelopeTo: string[] })[];
  close: () => Promise<void>;
};

/** A slow server: how long it takes over each recipient (fixed, or drawn each time), and over a message once it has its end. */
export type SmtpDelays = { rcptMs?: number | (() => number); afterEndMs?: number };

/**
 * A real SMTP server on 127.0.0.1 (free port) that keeps every message it accepts. Recipients
 * whose address contains "bounce" are refused, to exercise delivery failures. A message whose
 * sender went away before its end is discarded; one whose end arrived is kept, even if the sender
 * is gone by the time the server accepts it (`afterEndMs` later), as a real server would.
 */
export async function startTestSmtp(delays: SmtpDelays = {}): Promise<TestSmtp> {
  const received: TestSmtp['received'] = [];
  const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes('bounce')) return callback(new Error('550 Mailbox unavailable'));
      const { rcptMs } = delays;
      void pause(typeof rcptMs === 'function' ? rcptMs() : rcptMs).then(() => callback());
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await pause(delays.afterEndMs);
          received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-conversation resets its connection: the server goes on serving the others.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
