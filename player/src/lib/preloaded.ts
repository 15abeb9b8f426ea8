/**
 * API answers the server put into index.html for the page being opened
 * (<script id="preloaded" type="application/json">, keyed by path under /api). Each is served once:
 * later reads go to the API.
 */
const entries = new Map<string, unknown>();

/** Moves the page's preloaded answers (if still there) into `entries`. */
function collect(): void {
  const script = document.getElementById('preloaded');
  if (!script) return;
  script.remove();
  try {
    const data: unknown = JSON.parse(script.textContent ?? '');
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const [path, value] of Object.entries(data)) entries.set(path, value);
    }
  } catch {
    /* malformed: nothing preloaded */
  }
}

/** The preloaded answer of GET /api{path}, once; undefined when there is none (or it was taken). */
export function takePreloaded<T>(path: string): T | undefined {
  collect();
  const value = entries.get(path) as T | undefined;
  entries.delete(path);
  return value;
}
