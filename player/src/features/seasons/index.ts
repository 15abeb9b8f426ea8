export { ActiveCompetitions } from './ActiveCompetitions';
export { seasonKeys, seasonsQuery, type Season } from './api';
