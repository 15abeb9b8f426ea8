import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { LayoutFrame } from '../../test/screens';

export const aUser: AdminUser = {
  id: 4,
  email: 'ann@example.com',
  teamName: 'Ann FC',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'user',
  isActive: true,
  isEmailVerified: true,
  favouriteTeam: null,
  _count: { predictions: 0 },
  lastLogin: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** Renders users-resource UI inside react-admin's contexts with the app's messages and a stub provider. */
export function UsersHarness({
  dataProvider,
  record = aUser,
  children,
}: {
  dataProvider: Partial<Record<string, unknown>>;
  record?: AdminUser;
  children: ReactNode;
}) {
  return (
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="users">
          <RecordContextProvider value={record}>
            <LayoutFrame>{children}</LayoutFrame>
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>
  );
}
