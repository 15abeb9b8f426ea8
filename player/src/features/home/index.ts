export { HomePage } from './HomePage';
export { newsExcerpt, stripHtml } from './excerpt';
export { trophyEmoji, trophyTypeLabel } from '@predictor/contracts/messages';
