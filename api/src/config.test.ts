import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'predictor-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.seedDemo).toBeUndefined();
  });

  it('generates a JWT secret once into DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [{ ADMIN_EMAIL: 'admin@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: '123' }, /ADMIN_PASSWORD/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ BRANDS: 'not json' }, /BRANDS must be a JSON array/],
    [{ BRANDS: '[]' }, /BRANDS must list at least one brand/],
    [{ BRANDS: '[{"id":"x","name":"X"}]' }, /BRANDS \(0\.logo\)/],
    [{ BRAND_HOSTS: 'example.com=nobody' }, /BRAND_HOSTS must look like host=brandId/],
    [{ BACKUP_CRON: 'daily' }, /BACKUP_CRON must be a cron expression/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP/],
    [{ S3_URL: 'ftp://store.example' }, /S3_URL must be an http/],
    [{ S3_URL: 'http://127.0.0.1:9000' }, /S3_BUCKET is required when S3_URL is set/],
    [{ S3_URL: 'http://store.example', S3_BUCKET: 'Uploads_Bucket' }, /S3_BUCKET must be a bucket/],
    [{ S3_BUCKET: 'uploads' }, /S3_URL is required when S3_BUCKET is set/],
    [{ S3_REGION: 'eu-west-1' }, /S3_URL is required when S3_REGION is set/],
    [
      { S3_URL: 'http://store.example', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    ],
    [
      { S3_URL: 'http://store.example', S3_BUCKET: 'uploads', S3_REGION: 'EU West' },
      /S3_REGION must look like us-east-1/,
    ],
  ])('stops with one line naming the variable for %j', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(pattern);
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('reads every variable of the table', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://game.example/',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'Game <game@example.com>',
      ADMIN_EMAIL: 'a@example.com',
      ADMIN_PASSWORD: 'secret1',
      SEED_DEMO: '1',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://game.example',
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://u:p@mail:587',
      mailFrom: 'Game <game@example.com>',
      admin: { email: 'a@example.com', password: 'secret1' },
      seedDemo: true,
    });
  });

  it('serves 6 live streams per client by default; LIVE_STREAMS_PER_CLIENT changes it, and must be a whole number >= 1', () => {
    const perClient = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).liveStreamsPerClient;
    expect(perClient({})).toBe(6);
    expect(perClient({ LIVE_STREAMS_PER_CLIENT: '40' })).toBe(40);
    expect(() => perClient({ LIVE_STREAMS_PER_CLIENT: '0' })).toThrow(/LIVE_STREAMS_PER_CLIENT/);
  });

  it('keeps auth rate limits in PostgreSQL when DATABASE_URL is set, in memory on the embedded database; RATE_LIMIT_STORE overrides', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/predictor';
    const store = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).rateLimit.store;
    expect(store({})).toBe('memory');
    expect(store({ DATABASE_URL: url })).toBe('postgres');
    expect(store({ DATABASE_URL: url, RATE_LIMIT_STORE: 'memory' })).toBe('memory');
    expect(store({ RATE_LIMIT_STORE: 'postgres' })).toBe('postgres');
    expect(() => store({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('schedules no backup by default and keeps 7; reads BACKUP_CRON and BACKUP_KEEP', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).backup).toEqual({ cron: undefined, keep: 7 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: '3' }).backup,
    ).toEqual({ cron: '0 3 * * *', keep: 3 });
  });

  it('keeps uploads on disk unless S3_URL is set; reads the S3_* variables, region us-east-1 by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const s3 = { S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'predictor-uploads' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      url: 'http://127.0.0.1:9000',
      bucket: 'predictor-uploads',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        ...s3,
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      url: 'http://127.0.0.1:9000',
      bucket: 'predictor-uploads',
      region: 'eu-west-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
  });

  it('has two brands out of the box, the first the default', () => {
    const { brands } = loadConfig({ DATA_DIR: dataDir() });
    expect(brands.map((b) => b.name)).toEqual(['Predictor', 'Score Oracle']);
  });

  it('reads BRANDS as JSON and maps BRAND_HOSTS host names to brand ids', () => {
    const brands = [
      {
        id: 'a',
        name: 'A',
        logo: '/a.svg',
        accentColour: '#112233',
        mailSenderName: 'A',
        hosts: [],
      },
      {
        id: 'b',
        name: 'B',
        logo: '/b.png',
        accentColour: '#445566',
        mailSenderName: 'B mail',
        hosts: ['B.example'],
      },
    ];
    const config = loadConfig({
      DATA_DIR: dataDir(),
      BRANDS: JSON.stringify(brands),
      BRAND_HOSTS: 'localhost=b, b.example=a',
    });
    expect(config.brands.map((b) => [b.id, b.hosts])).toEqual([
      ['a', ['b.example']],
      ['b', ['localhost']],
    ]);
  });
});
