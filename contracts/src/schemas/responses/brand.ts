import { z } from 'zod';

/** A brand the site can wear, chosen by the request's host name (GET /brand, injected into index.html). */
export const brandSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1 to 40 lowercase letters, digits or hyphens'),
  name: z.string().trim().min(1).max(60),
  /** An image path or URL ('/brands/predictor.svg'), or an inline SVG document ('<svg …>'). */
  logo: z.string().trim().min(1).max(20_000),
  /** The primary/accent colour, #rrggbb. */
  accentColour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must look like #16a34a'),
  mailSenderName: z.string().trim().min(1).max(60),
  hosts: z.array(z.string().trim().toLowerCase().min(1)).default([]),
});
export type Brand = z.infer<typeof brandSchema>;

/** The brand as the player receives it (hosts are the server's business). */
export const publicBrandSchema = brandSchema.omit({ hosts: true });
export type PublicBrand = z.infer<typeof publicBrandSchema>;
