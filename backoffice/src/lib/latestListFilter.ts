type Filter = Record<string, unknown>;

/**
 * The list filter last asked for. The data router applies a navigation in a React transition, during
 * which the page on screen (and its list context) still shows the filter before it: a second click
 * there must build on the filter in the address bar, which changes at once. Without a filter in the
 * address (no change since the list opened) the list's own filter is the latest.
 */
export function latestListFilter(rendered: Filter): Filter {
  const raw = new URLSearchParams(window.location.search).get('filter');
  if (raw === null) return rendered;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Filter)
      : rendered;
  } catch {
    return rendered;
  }
}
