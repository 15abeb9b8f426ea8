export { useJoinPendingFanLeague, type PendingFanLeagueOutcome } from './api';
export {
  isGroupname,
  readPendingFanLeague,
  storePendingFanLeague,
  clearPendingFanLeague,
} from './pendingFanLeague';
