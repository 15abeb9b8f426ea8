export { LeaguesPage } from './LeaguesPage';
export { LeaguePage } from './LeaguePage';
export { JoinByCodeForm } from './components/JoinByCodeForm';
export { leagueListKeys, leagueKeys, leaguesQuery, myLeaguesQuery, leagueQuery } from './api';
