import type { ResourceProps } from 'react-admin';
import auditEvents from './audit-events';
import competitions from './competitions';
import matches from './matches';
import matchgroups from './matchgroups';
import news from './news';
import seasons from './seasons';
import seasonQuestions from './season-questions';
import teams from './teams';
import trophies from './trophies';
import users from './users';

/** Every react-admin resource of the back office by name, in menu order (mounted by App). */
export const resources: Record<string, Omit<ResourceProps, 'name'>> = {
  matches,
  matchgroups,
  teams,
  seasons,
  'season-questions': seasonQuestions,
  competitions,
  users,
  news,
  trophies,
  'audit-events': auditEvents,
};
