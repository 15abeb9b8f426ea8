import { describe, expect, it } from 'vitest';
import { chosenFile, toFormData } from './multipart';

describe('multipart', () => {
  it('sends scalar fields as text and the chosen file under its field name', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = toFormData(
      { name: 'Arsenal', isActive: false, tier: 1, logoUrl: null, logo: { rawFile: file } },
      'logo',
      chosenFile({ rawFile: file }),
    );
    expect(form.get('name')).toBe('Arsenal');
    expect(form.get('isActive')).toBe('false');
    expect(form.get('tier')).toBe('1');
    expect(form.has('logoUrl')).toBe(false);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('finds no file when the input keeps the stored image', () => {
    expect(chosenFile({ src: '/uploads/a.png' })).toBeUndefined();
    expect(chosenFile(null)).toBeUndefined();
  });
});
