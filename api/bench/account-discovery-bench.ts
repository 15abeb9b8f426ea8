/**
 * `npm run bench:discovery -w api`: can a script tell a registered e-mail address from an unknown one?
 * On the embedded database (or TEST_DATABASE_URL's server), with a mail server that takes MAIL_MS
 * (default 150 ms) to accept a mail, it times POST /api/auth/forgot-password for a registered and for
 * an unknown address, ROUNDS times each (default 40), alternating, and prints p50/p95 of each and
 * their difference; then it counts how many changes of e-mail to a taken address one account may
 * try on PUT /api/users/profile before 429, beside how many wrong passwords login allows.
 */
import { startTestApp } from '../test/harness';
import { createUser, signedIn, TEST_PASSWORD } from '../test/factories';
import { settled } from '../src/lib/after-answer';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const MAIL_MS = Number(process.env.MAIL_MS ?? 150);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  // Limits as high as the rounds need for the timing part; the probe part uses the real defaults.
  const timing = await startTestApp({
    rateLimit: { store: 'memory', perIp: 1_000_000, perAccount: 1_000_000 },
  });
  try {
    const send = timing.deps.mailer.send;
    timing.deps.mailer.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, MAIL_MS));
      return send(mail);
    };
    const user = await createUser(timing.knex);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? user.email : `nobody-${i}@example.com`;
        const t0 = performance.now();
        const res = await timing.request('POST', '/api/auth/forgot-password', { body: { email } });
        times[kind].push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
        // The mail work of one call ends before the next is timed.
        await settled();
      }
    }
    console.log(`forgot-password, ${ROUNDS} calls each, a mail server taking ${MAIL_MS} ms:`);
    for (const kind of ['known', 'unknown'] as const)
      console.log(
        `  ${kind.padEnd(7)} address: p50 ${fmt(percentile(times[kind], 50))}, p95 ${fmt(percentile(times[kind], 95))}`,
      );
    const diff = percentile(times.known, 50) - percentile(times.unknown, 50);
    console.log(`  p50 difference (known - unknown): ${fmt(diff)}`);
    console.log(`  mails sent: ${timing.mails.length} (one per call for the known address)`);
  } finally {
    await timing.close();
  }

  const limits = await startTestApp();
  try {
    const { token, user } = await signedIn(limits);
    const taken = await createUser(limits.knex);
    let probes = 0;
    for (;;) {
      const res = await limits.request('PUT', '/api/users/profile', {
        token,
        body: { firstName: 'A', lastName: 'B', teamName: user.teamName, email: taken.email },
      });
      if (res.status === 429) break;
      if (res.status !== 409) throw new Error(`profile answered ${res.status}`);
      probes++;
    }
    let logins = 0;
    for (;;) {
      const res = await limits.request('POST', '/api/auth/login', {
        body: { email: taken.email, password: `${TEST_PASSWORD}-wrong` },
      });
      if (res.status === 429) break;
      logins++;
    }
    console.log('per account and 15 minutes (AUTH_RATE_LIMIT_PER_ACCOUNT):');
    console.log(`  e-mail changes to a taken address answered before 429: ${probes}`);
    console.log(`  wrong passwords login answers before 429:              ${logins}`);
  } finally {
    await limits.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
