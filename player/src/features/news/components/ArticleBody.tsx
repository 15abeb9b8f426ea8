import { useMemo } from 'react';
import { Box } from '@mui/material';
import { safeHtml } from '@predictor/contracts/article-html';

/** The article's HTML (sanitised by the server, cleaned again here), with the site's typography. */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box
      data-testid="article-body"
      sx={(theme) => ({
        ...theme.typography.body1,
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 2 },
        '& h1, & h2, & h3, & h4, & h5, & h6': {
          fontWeight: 700,
          lineHeight: 1.3,
          mt: 4,
          mb: 1.5,
        },
        '& h1, & h2': { fontSize: { xs: '1.4rem', sm: '1.65rem' } },
        '& h3': { fontSize: { xs: '1.2rem', sm: '1.35rem' } },
        '& h4, & h5, & h6': { fontSize: '1.1rem' },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& a:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 2 },
        '& blockquote': {
          borderLeft: `4px solid ${theme.palette.primary.main}`,
          m: 0,
          my: 2,
          pl: 2,
          color: 'text.secondary',
        },
        '& pre, & code': { fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 0.5 },
        '& pre': { p: 2, overflowX: 'auto' },
        '& code': { px: 0.5 },
        '& table': {
          borderCollapse: 'collapse',
          display: 'block',
          overflowX: 'auto',
          maxWidth: '100%',
        },
        '& th, & td': { border: `1px solid ${theme.palette.divider}`, p: 1 },
        '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, my: 3 },
      })}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
