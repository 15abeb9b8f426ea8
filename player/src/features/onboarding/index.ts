export { KitDesignerPage } from './KitDesignerPage';
export { FavouriteTeamPage } from './FavouriteTeamPage';
export { NewUserPage } from './NewUserPage';
export { fromRegistrationState, type OnboardingState } from './navigationState';
