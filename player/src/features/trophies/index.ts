export { FeaturedTrophies } from './components/FeaturedTrophies';
export { trophyCounts, earnedLabel, type TrophyCounts } from './counts';
export { trophyRoomKeys } from './api';
