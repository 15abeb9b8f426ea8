/*
 * Personal data of a deleted account outside the rows that cascade with it: the audit trail (JSON
 * before/after of admin writes), newsletter recipient rows (they keep the address they were sent to)
 * and rate-limit counters keyed by e-mail. knex, since the audit search is a text search over JSON.
 */
import type { Knex } from 'knex';

/** What replaces a deleted player's e-mail, names and team name in the audit trail. */
export const REDACTED = '[deleted account]';

export type Person = {
  id: number;
  email: string;
  teamName: string;
  firstName: string | null;
  lastName: string | null;
};

/** The fields of an account record (an admin's view of a user) that name the person. */
const PERSONAL_KEYS = new Set(['email', 'teamName', 'firstName', 'lastName']);

type Identity = { emails: string[]; teamNames: Set<string>; names: Set<string> };

type AuditRow = {
  id: number;
  resource: string;
  resourceId: string | null;
  before: unknown;
  after: unknown;
};

const lower = (text: string) => text.toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites a before/after value: an e-mail of the player's (also one an audit entry shows they had
 * before) wherever it appears in a text, and their team name under a `teamName` key (other records
 * may share the words), are redacted; in an entry about their account, so are its personal fields
 * and their names wherever they appear.
 */
function redact(value: unknown, who: Identity, aboutThem: boolean, key = ''): unknown {
  if (typeof value === 'string') {
    if (aboutThem && (PERSONAL_KEYS.has(key) || who.names.has(value))) return REDACTED;
    if (key === 'teamName' && who.teamNames.has(lower(value))) return REDACTED;
    return who.emails.reduce(
      (text, email) => text.replace(new RegExp(escapeRegExp(email), 'gi'), REDACTED),
      value,
    );
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, who, aboutThem));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, item]) => [k, redact(item, who, aboutThem, k)]),
  );
}

/** The player's e-mails and team names, now and as the entries about their account show earlier ones. */
function identityOf(person: Person, aboutThem: AuditRow[]): Identity {
  const emails = new Set([lower(person.email)]);
  const teamNames = new Set([lower(person.teamName)]);
  for (const row of aboutThem)
    for (const side of [row.before, row.after]) {
      const record = (side ?? {}) as Record<string, unknown>;
      if (typeof record.email === 'string') emails.add(lower(record.email));
      if (typeof record.teamName === 'string') teamNames.add(lower(record.teamName));
    }
  const names = [person.firstName, person.lastName].filter((n): n is string => Boolean(n));
  return { emails: [...emails], teamNames, names: new Set(names) };
}

/**
 * What to look for in jsonb's text form (lower-cased; JSON-escaped as jsonb writes it): each e-mail
 * anywhere, each team name as the value of a `teamName` key.
 */
function needlesOf(who: Identity) {
  const json = (text: string) => lower(JSON.stringify(text));
  return [
    ...who.emails.map((email) => json(email).slice(1, -1)),
    ...[...who.teamNames].map((name) => `"teamname": ${json(name)}`),
  ];
}

async function scrubAuditTrail(trx: Knex.Transaction, person: Person) {
  const columns = ['id', 'resource', 'resourceId', 'before', 'after'];
  const aboutThem: AuditRow[] = await trx('auditEvents')
    .where({ resource: 'users', resourceId: String(person.id) })
    .select(columns);
  const who = identityOf(person, aboutThem);
  const needles = needlesOf(who);
  const mentioning: AuditRow[] = await trx('auditEvents')
    .whereNot((w) => w.where({ resource: 'users', resourceId: String(person.id) }))
    .where((w) => {
      for (const needle of needles)
        w.orWhereRaw(
          `position(? in lower(coalesce(before::text, '') || ' ' || coalesce(after::text, ''))) > 0`,
          [needle],
        );
    })
    .select(columns);
  for (const row of [...aboutThem, ...mentioning]) {
    const about = aboutThem.includes(row);
    const before = redact(row.before, who, about);
    const after = redact(row.after, who, about);
    if (JSON.stringify([before, after]) === JSON.stringify([row.before, row.after])) continue;
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    await trx('auditEvents')
      .where({ id: row.id })
      .update({ before: json(before), after: json(after) });
  }
}

/**
 * Removes the person's data that does not go with their users row: call in the deletion's
 * transaction, before the row is deleted.
 */
export async function scrubPersonalData(trx: Knex.Transaction, person: Person) {
  await scrubAuditTrail(trx, person);
  await trx('newsletterRecipients')
    .where('userId', person.id)
    .orWhere((w) => w.whereNull('userId').whereRaw('lower(email) = ?', [lower(person.email)]))
    .delete();
  // Counters of login and password-reset attempts, keyed by the lower-cased address.
  const suffix = `:${lower(person.email)}`;
  await trx('rateLimits').whereRaw('right(key, ?) = ?', [suffix.length, suffix]).delete();
}
