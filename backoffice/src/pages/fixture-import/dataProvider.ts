import type { Identifier } from 'react-admin';
import { API_URL, httpClient } from '../../http';

/** One row of the dry run, as POST /admin/seasons/{seasonId}/fixtures/import reports it. */
export type FixtureImportRow = {
  line: number;
  date: string;
  time: string;
  home: string;
  away: string;
  matchWeek: string;
  homeTeam: { id: number; name: string } | null;
  awayTeam: { id: number; name: string } | null;
  matchDate: string | null;
  problems: string[];
};
export type FixtureDryRun = { rows: FixtureImportRow[]; valid: number; invalid: number };

export type FixtureImportMethods = {
  /** The dry run: every row's outcome, nothing saved. */
  previewFixtures: (seasonId: Identifier, csv: string) => Promise<FixtureDryRun>;
  /** Creates every fixture (all or nothing); refused with the rows' problems when any has one. */
  importFixtures: (seasonId: Identifier, csv: string) => Promise<{ created: number }>;
};

const importUrl = (seasonId: Identifier) =>
  `${API_URL}/seasons/${encodeURIComponent(String(seasonId))}/fixtures/import`;

const post = async (seasonId: Identifier, csv: string, confirm: boolean) =>
  (
    await httpClient(importUrl(seasonId), {
      method: 'POST',
      body: JSON.stringify({ csv, confirm }),
    })
  ).json;

export const fixtureImportMethods: FixtureImportMethods = {
  previewFixtures: async (seasonId, csv) => (await post(seasonId, csv, false)) as FixtureDryRun,
  importFixtures: async (seasonId, csv) => (await post(seasonId, csv, true)) as { created: number },
};
