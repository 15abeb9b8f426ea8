export { NewsListPage } from './NewsListPage';
export { NewsArticlePage } from './NewsArticlePage';
export { newsKeys } from './api';
