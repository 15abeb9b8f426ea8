import type { Identifier } from 'react-admin';
import type { FixtureReport, FixturesImported } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';

export type FixtureImportMethods = {
  /** The dry run: every row's outcome, nothing saved. */
  previewFixtures: (seasonId: Identifier, csv: string) => Promise<FixtureReport>;
  /** Creates the new fixtures and moves the changed ones (all or nothing); refused when a row has a problem. */
  importFixtures: (seasonId: Identifier, csv: string) => Promise<FixturesImported>;
};

const importUrl = (seasonId: Identifier) =>
  `${API_URL}/seasons/${encodeURIComponent(String(seasonId))}/fixtures/import`;

/** POST /admin/seasons/{seasonId}/fixtures/import {csv, confirm}. */
const post = async (seasonId: Identifier, csv: string, confirm: boolean) =>
  (
    await httpClient(importUrl(seasonId), {
      method: 'POST',
      body: JSON.stringify({ csv, confirm }),
    })
  ).json;

export const fixtureImportMethods: FixtureImportMethods = {
  previewFixtures: async (seasonId, csv) => (await post(seasonId, csv, false)) as FixtureReport,
  importFixtures: async (seasonId, csv) => (await post(seasonId, csv, true)) as FixturesImported,
};
