/** The part of mailparser's API the tests use (the package ships no types). */
declare module 'mailparser' {
  import type { Readable } from 'node:stream';
  export type ParsedMail = {
    subject?: string;
    text?: string;
    html?: string | false;
    to?: { text: string };
    from?: { text: string };
    headers: Map<string, unknown>;
    /** Raw header lines, e.g. { key: 'list-unsubscribe', line: 'List-Unsubscribe: <…>' }. */
    headerLines: { key: string; line: string }[];
  };
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
