/**
 * Where an image path from the API loads from (spec §9): absolute URLs as they are; uploads and other
 * server paths ('/uploads/…', 'uploads/…', 'crests/…') from the API host, which serves the player site
 * too, so a root-relative path is enough.
 */
export function imageSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}
