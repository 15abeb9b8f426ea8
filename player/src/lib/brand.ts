import { createContext, useContext, useEffect } from 'react';
import type { PublicBrand } from '@predictor/contracts/types';

export type { PublicBrand };

/** The game as it looks with no brand injected (the Vite dev server, tests). */
export const DEFAULT_BRAND: PublicBrand = {
  id: 'predictor',
  name: 'Predictor',
  logo: '/brands/predictor.svg',
  accentColour: '#22c55e',
  mailSenderName: 'Predictor',
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The brand the server chose for this host name, from the <script id="brand" type="application/json">
 * it put into index.html (no extra request); the default brand when it is missing or malformed.
 */
export function readInjectedBrand(doc: Document | undefined = globalThis.document): PublicBrand {
  try {
    const text = doc?.getElementById('brand')?.textContent;
    if (!text) return DEFAULT_BRAND;
    const data = JSON.parse(text) as Partial<PublicBrand>;
    if (
      isText(data.id) &&
      isText(data.name) &&
      isText(data.logo) &&
      isText(data.mailSenderName) &&
      /^#[0-9a-f]{6}$/i.test(data.accentColour ?? '')
    )
      return data as PublicBrand;
  } catch {
    /* malformed: the default brand */
  }
  return DEFAULT_BRAND;
}

export const BrandContext = createContext<PublicBrand>(DEFAULT_BRAND);

/** The brand of this site (name, logo, accent colour). */
export const useBrand = (): PublicBrand => useContext(BrandContext);

/** Where an <img> loads the brand's logo: its path, or its inline SVG as a data URL (no script runs in an image). */
export function logoSrc(logo: string): string {
  const trimmed = logo.trim();
  return trimmed.startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(trimmed)}`
    : trimmed;
}

/** The document title: "{page} | {brand}", or the brand's landing title without a page. */
export function pageTitle(brand: PublicBrand, page?: string): string {
  return page ? `${page} | ${brand.name}` : `${brand.name} – Football Score Predictions`;
}

/** Sets the document title for the page, in the brand's name. */
export function usePageTitle(page?: string) {
  const brand = useBrand();
  useEffect(() => {
    document.title = pageTitle(brand, page);
  }, [brand, page]);
}
