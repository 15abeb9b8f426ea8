/** Everything; apps that must not load zod import the /constants, /messages or /types entries instead. */
export * from './constants';
export * from './messages';
export * from './schemas';
