import { ApiError } from './api';
import { getToken } from './storage';

/** The file name a Content-Disposition header gives, or null. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * GET /api{path} with the bearer token (a plain link would carry none), saved as a file through a
 * temporary object URL, named as the answer's Content-Disposition says (else `fallbackName`). A
 * failure is an ApiError, as from the api client, carrying the server's message when it sent one.
 */
export async function downloadFile(
  path: string,
  options: { accept: string; fallbackName: string },
): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { Accept: options.accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    let body: { message?: string } = {};
    try {
      body = (await response.json()) as { message?: string };
    } catch {
      // Not JSON: the screen's fallback is shown.
    }
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('Content-Disposition')) ?? options.fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
