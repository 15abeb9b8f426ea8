import type { TestResponse } from './harness';

/** Tiny valid images for upload tests (1x1 pixels), built from their real bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A multipart form with one file (named and typed as given) plus text fields. */
export function imageForm(
  field: string,
  bytes: Buffer | null,
  options: { name?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  if (bytes)
    form.append(
      field,
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
      options.name ?? 'image.png',
    );
  return form;
}

/** Sends a multipart form with a bearer token; answers status, parsed body and headers. */
export async function postForm(
  url: string,
  form: FormData,
  token?: string,
  method = 'POST',
): Promise<TestResponse> {
  const response = await fetch(url, {
    method,
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: response.status, body, headers: response.headers };
}
