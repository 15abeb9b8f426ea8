export { fromRegistrationState, type OnboardingState } from './navigationState';
