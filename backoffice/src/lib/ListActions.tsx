import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportAllButton } from './ExportAllButton';
import { WRAPPING_TOOLBAR_SX } from './responsive';

/** react-admin's default list actions, with an Export of every filtered row (ExportAllButton). */
export function ListActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar sx={WRAPPING_TOOLBAR_SX}>
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  );
}
