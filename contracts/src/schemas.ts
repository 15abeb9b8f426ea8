/** `@predictor/contracts/schemas`: the zod schemas of every request and every answer. */
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/competitions';
export * from './schemas/leagues';
export * from './schemas/users';
export * from './schemas/news-public';
export * from './schemas/trophies-public';
export * from './schemas/predictions';
export * from './schemas/admin';
export * from './schemas/admin-matches';
export * from './schemas/admin-content';
export * from './schemas/responses';
export * from './schemas/late-predictions';
export * from './schemas/live';
export * from './schemas/account';
export * from './schemas/push';
export * from './schemas/season-questions';
