import type { SortPayload } from 'react-admin';

/** The users list's default order (admin spec §9): joined date, newest first. */
export const DEFAULT_USER_SORT: SortPayload = { field: 'createdAt', order: 'DESC' };
