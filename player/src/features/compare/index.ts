export { CompareWithMeLink } from './components/CompareWithMeLink';
export { compareKeys } from './api';
