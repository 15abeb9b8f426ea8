import type { Identifier } from 'react-admin';

/** The edit screen's route (admin spec §2: /admin/news/edit/{id}, not react-admin's /news/{id}). */
export const newsEditPath = (id: Identifier) => `/news/edit/${encodeURIComponent(String(id))}`;

/** The admin preview of a post as players will see it (drafts and scheduled posts too). */
export const newsPreviewPath = (id: Identifier) =>
  `/news/preview/${encodeURIComponent(String(id))}`;

/** The public post on the player site (outside the /admin router, so a plain URL). */
export const newsPublicUrl = (slug: string) => `/news/${encodeURIComponent(slug)}`;
