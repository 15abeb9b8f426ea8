import { useState, type ReactNode } from 'react';
import { BrandContext, readInjectedBrand, type PublicBrand } from '../../lib/brand';

/** Provides the brand read once at start from index.html (or the one given, in tests). */
export function BrandProvider({ brand, children }: { brand?: PublicBrand; children: ReactNode }) {
  const [value] = useState(() => brand ?? readInjectedBrand());
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}
