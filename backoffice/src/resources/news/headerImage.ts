/** The ImageInput shows a stored URL as a preview: a string value becomes `{ src }`. */
export function formatHeaderImage(value: unknown): unknown {
  if (typeof value === 'string') return value ? { src: value, title: 'Header image' } : null;
  return value;
}
