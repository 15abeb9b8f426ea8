import { TrophyAwardsView } from '../resources/trophies/awards/TrophyAwardsView';

/** /trophy-awards: the awards of every trophy, with a trophy filter. */
export function TrophyAwardsPage() {
  return <TrophyAwardsView />;
}
