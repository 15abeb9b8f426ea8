/** Season predictions: the page is routed lazily (app/routes.tsx); nothing else is shared yet. */
export { seasonQuestionKeys } from './api';
