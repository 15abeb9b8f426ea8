import { useParams } from 'react-router-dom';
import { TrophyAwardsView } from './TrophyAwardsView';

/** /trophies/{trophyId}/awards: the awards of one trophy. */
export function TrophyAwardsOfTrophy() {
  const { trophyId } = useParams();
  const id = Number(trophyId);
  return <TrophyAwardsView key={id} fixedTrophyId={Number.isInteger(id) && id > 0 ? id : null} />;
}
