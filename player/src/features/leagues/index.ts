export { JoinByCodeForm } from './components/JoinByCodeForm';
export { leagueListKeys, leagueKeys, leaguesQuery, myLeaguesQuery, leagueQuery } from './api';
