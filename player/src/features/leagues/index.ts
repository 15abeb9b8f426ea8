export { JoinByCodeForm } from './components/JoinByCodeForm';
export { useJoinByCodeForm } from './useJoinByCodeForm';
export { leagueListKeys, leagueKeys, leaguesQuery, myLeaguesQuery, leagueQuery } from './api';
