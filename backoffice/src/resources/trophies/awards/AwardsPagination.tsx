import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Previous / Next with "Page X of Y" (admin spec §2 Trophies). */
export function AwardsPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label="pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 2 }}
    >
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {translate('resources.trophyAwards.previous')}
      </Button>
      <Typography variant="body2" aria-live="polite">
        {translate('resources.trophyAwards.pageOf', { page, pages })}
      </Typography>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {translate('resources.trophyAwards.next')}
      </Button>
    </Box>
  );
}
