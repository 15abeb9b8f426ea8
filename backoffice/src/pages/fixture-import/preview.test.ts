import { describe, expect, it } from 'vitest';
import type { FixtureReport } from '@predictor/contracts/types';
import { canImport, countOutcomes } from './preview';

const row = (outcome: FixtureReport['rows'][number]['outcome']) =>
  ({ outcome }) as FixtureReport['rows'][number];

describe('countOutcomes', () => {
  it('counts every outcome, zero when absent', () => {
    expect(countOutcomes([row('new'), row('error'), row('new'), row('unchanged')])).toEqual({
      new: 2,
      changed: 0,
      unchanged: 1,
      error: 1,
    });
  });
});

describe('canImport', () => {
  it('needs no errors and something to create or move', () => {
    expect(canImport(countOutcomes([row('new'), row('changed')]))).toBe(true);
    expect(canImport(countOutcomes([row('changed'), row('unchanged')]))).toBe(true);
    expect(canImport(countOutcomes([row('new'), row('error')]))).toBe(false);
    expect(canImport(countOutcomes([row('unchanged')]))).toBe(false);
  });
});
