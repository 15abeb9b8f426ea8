import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@predictor/contracts/audit';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every action code written by a call to the audit helpers: the quoted codes on `action:` lines. */
function writtenActions(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit\(|audited[A-Z]\w*\(/.test(text)) continue;
    for (const line of text.split('\n').filter((l) => /^\s*action:/.test(l)))
      for (const [, code] of line.matchAll(/'([a-z_]+)'/g)) codes.add(code);
  }
  return codes;
}

describe('audit action codes (contracts AUDIT_ACTIONS)', () => {
  it('lists every action the API writes to the audit log, and no action it never writes', () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(10);
    expect(
      [...written].filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code)),
    ).toEqual([]);
    expect(AUDIT_ACTIONS.filter((code) => !written.has(code))).toEqual([]);
  });
});
