/** A file chosen in react-admin's ImageInput / FileInput: `{ rawFile, src, title }`. */
export type ChosenFile = { rawFile?: File; src?: string; title?: string };

/** The newly chosen File of an ImageInput value, or undefined when none was chosen (kept as is). */
export function chosenFile(value: unknown): File | undefined {
  const file = (value as ChosenFile | null | undefined)?.rawFile;
  return file instanceof File ? file : undefined;
}

/**
 * A multipart body from a record: every scalar field as text (null and undefined left out, so
 * absent fields stay unchanged on a partial PUT), and `fileField` from the ImageInput's rawFile.
 */
export function toFormData(
  record: Record<string, unknown>,
  fileField: string,
  file: File | undefined,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    form.append(key, String(value));
  }
  if (file) form.append(fileField, file);
  return form;
}
