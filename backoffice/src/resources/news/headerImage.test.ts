import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts/constants';
import { formatHeaderImage } from './headerImage';
import { newsFormSchema } from './newsForm';

/** The header image's message in the news form, if any. */
const validateHeaderImage = (value: unknown) =>
  newsFormSchema.shape.headerImage.safeParse(value).error?.issues[0]?.message;

const chosen = (type: string, size: number) => ({
  rawFile: new File([new Uint8Array(size)], 'file', { type }),
  src: 'blob:x',
});

describe('the news form schema: the header image', () => {
  it('accepts an image of at most 5MB', () => {
    expect(validateHeaderImage(chosen('image/jpeg', 10))).toBeUndefined();
    expect(validateHeaderImage(chosen('image/webp', UPLOAD_MAX_BYTES))).toBeUndefined();
  });

  it("refuses a file that is not an image: 'Please select an image file'", () => {
    expect(validateHeaderImage(chosen('application/pdf', 10))).toBe('Please select an image file');
  });

  it("refuses an image over 5MB: 'Image must be less than 5MB'", () => {
    expect(validateHeaderImage(chosen('image/png', UPLOAD_MAX_BYTES + 1))).toBe(
      'Image must be less than 5MB',
    );
  });

  it('leaves a stored image and an empty field alone', () => {
    expect(validateHeaderImage('/uploads/a.png')).toBeUndefined();
    expect(validateHeaderImage(null)).toBeUndefined();
  });
});

describe('formatHeaderImage', () => {
  it('shows a stored URL as a preview and passes chosen files through', () => {
    expect(formatHeaderImage('/uploads/a.png')).toMatchObject({ src: '/uploads/a.png' });
    expect(formatHeaderImage('')).toBeNull();
    const file = chosen('image/png', 1);
    expect(formatHeaderImage(file)).toBe(file);
  });
});
