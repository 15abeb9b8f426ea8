import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportAllButton } from './ExportAllButton';

/** react-admin's default list actions, with an Export of every filtered row (ExportAllButton). */
export function ListActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  );
}
