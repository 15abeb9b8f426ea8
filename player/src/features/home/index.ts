export { HomePage } from './HomePage';
export { newsExcerpt, stripHtml } from '../../lib/excerpt';
export { trophyEmoji, trophyTypeLabel } from '@predictor/contracts/messages';
