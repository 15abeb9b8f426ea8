import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { FailureBanner, FailureBannerProvider } from '../lib/FailureBanner';
import { Menu } from './Menu';

/** react-admin's layout with the grouped sidebar (Menu.tsx) and the failure banner above each page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={Menu}>
      <FailureBannerProvider>
        <FailureBanner />
        {children}
      </FailureBannerProvider>
    </RaLayout>
  );
}
