import type { Exporter } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { downloadRows } from '../../lib/csv';
import { matchMessages } from './messages';

const statusLabels: Record<string, string> = matchMessages.matches.statuses;

/** One CSV row per match with team, season and group names (nested in each record) and its result. */
export function matchRows(records: AdminMatch[]) {
  return records.map((match) => ({
    id: match.id,
    season: match.season.name,
    matchGroup: match.matchGroup?.name ?? '',
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    matchDate: match.matchDate,
    predictionsClose: match.predictionsClose,
    status: statusLabels[match.status] ?? match.status,
    homeGoals: match.homeGoals,
    awayGoals: match.awayGoals,
    venue: match.venue ?? '',
    matchWeek: match.matchWeek,
  }));
}

export const matchExporter: Exporter<AdminMatch> = (records) =>
  downloadRows(matchRows(records), 'matches');
