/**
 * `@predictor/contracts/rules`: the game's rules that the API and the apps both apply, each a pure
 * function written once (no zod: entry-points.test.ts checks it).
 */
export * from './close-before-kick-off';
export * from './current-group';
export * from './excerpt';
export * from './kicked-off';
export * from './leaderboard-filter';
export * from './live';
export * from './open';
export * from './outcome';
export * from './points';
export * from './time-zone';
export * from './season-questions';
