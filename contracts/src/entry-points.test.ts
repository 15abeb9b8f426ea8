import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';

const root = decodeURIComponent(new URL('..', import.meta.url).pathname);

/** Every file esbuild pulls in when an app bundles `entry` (type-only exports are erased). */
async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: `export * from '@predictor/contracts${entry}';`, resolveDir: root },
    bundle: true,
    metafile: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    // The fields an app's bundler reads (papaparse declares only `main` and `browser`).
    mainFields: ['browser', 'module', 'main'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('contracts entry points', () => {
  it('declares the entry points the apps use', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual(
      [
        '.',
        './admin',
        './article-html',
        './audit',
        './colour',
        './constants',
        './csv',
        './errors',
        './landing',
        './messages',
        './rules',
        './schemas',
        './types',
      ].sort(),
    );
  });

  for (const entry of [
    '/admin',
    '/article-html',
    '/audit',
    '/colour',
    '/constants',
    '/csv',
    '/landing',
    '/messages',
    '/rules',
    '/errors',
    '/types',
  ]) {
    it(`${entry} pulls no zod`, async () => {
      const inputs = await inputsOf(entry);
      expect(inputs.length).toBeGreaterThan(0);
      expect(inputs.filter((path) => /node_modules[\\/]zod/.test(path))).toEqual([]);
      expect(inputs.filter((path) => /src[\\/]schemas/.test(path))).toEqual([]);
    });
  }

  it('the schemas entry does pull zod (the check above can see it)', async () => {
    const inputs = await inputsOf('/schemas');
    expect(inputs.some((path) => /node_modules[\\/]zod/.test(path))).toBe(true);
  });
});
