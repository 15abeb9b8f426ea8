export { ActiveCompetitions } from './ActiveCompetitions';
export { matchGroupsQuery, seasonKeys, seasonsQuery, type Season } from './api';
