import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { brandSchema, type Brand } from '@predictor/contracts';
import { DEFAULT_BRANDS } from './lib/brands';
import type { S3StorageOptions } from './lib/storage-s3';

const booleanFlag = z.enum(['0', '1']).transform((v) => v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 15m, 12h or 7d')
    .default('12h'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Predictor <no-reply@predictor.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/, 'must look like 1mb or 512kb')
    .default('1mb'),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(6),
  TRUST_PROXY: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  BRANDS: z.string().optional(),
  BRAND_HOSTS: z.string().optional(),
  BACKUP_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of 5 fields, e.g. "0 3 * * *"')
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be an uncompressed P-256 public key in base64url (87 characters)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  S3_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must look like us-east-1')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The address to listen on (e.g. 127.0.0.1 behind a proxy); unset = every interface. */
  host?: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  seedDemo?: boolean;
  logLevel: string;
  bodyLimit: string;
  /**
   * Auth endpoints: attempts per IP and per account in a 15-minute window. 'postgres' (the default with
   * DATABASE_URL, where several instances may share the database) shares the counters between them;
   * 'memory' is the default on the embedded database, which one process serves.
   */
  rateLimit: { store: 'memory' | 'postgres'; perIp: number; perAccount: number };
  /** Live event streams one instance serves one client address, or one signed-in player (modules/live). */
  liveStreamsPerClient: number;
  trustProxy: boolean;
  /** Bearer token for GET /api/metrics; without it metrics answer only to loopback clients. */
  metricsToken?: string;
  /** The brands chosen by host name; the first is the default (lib/brands.ts). */
  brands: Brand[];
  /** Scheduled backups into DATA_DIR/backups (cron, UTC), keeping the newest `keep`; unset cron = none. */
  backup: { cron?: string; keep: number };
  /** Uploads in an S3-compatible bucket; unset = DATA_DIR/uploads. */
  s3?: S3StorageOptions;
  /**
   * Web Push (modules/push): the VAPID key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or unset
   * to use the pair generated once into the database; the subject is how push services reach us.
   */
  push: { keys?: { publicKey: string; privateKey: string }; subject: string };
};

export class ConfigError extends Error {}

/** Parses the environment once; an invalid value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    rateLimit: {
      store: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'postgres' : 'memory'),
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    liveStreamsPerClient: e.LIVE_STREAMS_PER_CLIENT,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    brands: parseBrands(e.BRANDS, e.BRAND_HOSTS),
    backup: { cron: e.BACKUP_CRON, keep: e.BACKUP_KEEP },
    s3: parseS3(e),
    push: parsePush(e),
  };
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together or not at all; the subject defaults to an address of ours. */
function parsePush(e: z.infer<typeof envSchema>): Config['push'] {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  const mailFromAddress = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  const subject =
    e.VAPID_SUBJECT ??
    `mailto:${e.ADMIN_EMAIL ?? (mailFromAddress.includes('@') ? mailFromAddress : 'no-reply@predictor.local')}`;
  return {
    keys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject,
  };
}

/** S3_URL switches uploads to a bucket; the other S3_* variables mean nothing without it. */
function parseS3(e: z.infer<typeof envSchema>): S3StorageOptions | undefined {
  const fail = (message: string) => new ConfigError(`Invalid configuration: ${message}`);
  if (!e.S3_URL) {
    const stray = (
      ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const
    ).find((name) => e[name]);
    if (stray) throw fail(`S3_URL is required when ${stray} is set`);
    return undefined;
  }
  if (!e.S3_BUCKET) throw fail('S3_BUCKET is required when S3_URL is set');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    url: e.S3_URL,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

const brandListSchema = z
  .array(brandSchema)
  .min(1, 'must list at least one brand')
  .refine((list) => new Set(list.map((b) => b.id)).size === list.length, 'has a repeated brand id');

/**
 * BRANDS: a JSON array of {id, name, logo, accentColour, mailSenderName, hosts[]} replacing the built-in
 * brands (the first is the default). BRAND_HOSTS: "host=brandId,host=brandId" adding host names.
 */
function parseBrands(brandsJson: string | undefined, brandHosts: string | undefined): Brand[] {
  let brands = DEFAULT_BRANDS;
  if (brandsJson) {
    let raw: unknown;
    try {
      raw = JSON.parse(brandsJson);
    } catch {
      throw new ConfigError('Invalid configuration: BRANDS must be a JSON array of brands');
    }
    const parsed = brandListSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
      throw new ConfigError(`Invalid configuration: BRANDS${where} ${issue.message}`);
    }
    brands = parsed.data;
  }
  if (!brandHosts) return brands;
  const mapped = brands.map((brand) => ({ ...brand, hosts: [...brand.hosts] }));
  for (const pair of brandHosts
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9.-]+)=([a-z0-9-]+)$/i.exec(pair);
    const target = match && mapped.find((brand) => brand.id === match[2]);
    if (!match || !target)
      throw new ConfigError(
        `Invalid configuration: BRAND_HOSTS must look like host=brandId,host=brandId with known brand ids (${mapped.map((b) => b.id).join(', ')})`,
      );
    const host = match[1].toLowerCase();
    for (const brand of mapped) brand.hosts = brand.hosts.filter((h) => h !== host);
    target.hosts.push(host);
  }
  return mapped;
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
