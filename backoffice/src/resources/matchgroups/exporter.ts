import type { Exporter } from 'react-admin';
import type { AdminMatchGroup } from '@predictor/contracts/types';
import { downloadRows } from '../../lib/csv';
import { matchGroupMessages } from './messages';

const texts = matchGroupMessages.matchgroups;

/** One CSV row per group, with its season's name and the list's week and status texts. */
export function matchGroupRows(records: AdminMatchGroup[]) {
  return records.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description ?? '',
    matchWeek: group.matchWeek ?? texts.noWeek,
    season: group.season.name,
    status: group.isActive ? texts.active : texts.inactive,
    matches: group.matchCount,
  }));
}

export const matchGroupExporter: Exporter<AdminMatchGroup> = (records) =>
  downloadRows(matchGroupRows(records), 'matchgroups');
