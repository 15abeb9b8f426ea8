/** Everything; apps that must not load zod import the /constants, /messages, /errors or /types entries instead. */
export * from './audit';
export * from './constants';
export * from './messages';
export * from './errors';
export * from './schemas';
