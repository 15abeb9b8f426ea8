import { useId } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of before then after, in their order, each once. */
export function unionKeys(before: unknown, after: unknown): string[] {
  const keys = new Set<string>();
  if (isObject(before)) Object.keys(before).forEach((k) => keys.add(k));
  if (isObject(after)) Object.keys(after).forEach((k) => keys.add(k));
  return [...keys];
}

/** Keys whose value differs between before and after (compared as JSON). */
export function changedKeys(before: unknown, after: unknown): Set<string> {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  return new Set(
    unionKeys(before, after).filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])),
  );
}

const show = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined';

function Side({
  title,
  value,
  keys,
  changed,
}: {
  title: string;
  value: unknown;
  keys: string[];
  changed: Set<string>;
}) {
  const translate = useTranslate();
  const object = isObject(value) ? value : null;
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ flex: 1, minWidth: 0, p: 2 }}
      component="section"
      aria-labelledby={headingId}
    >
      <Typography variant="subtitle1" component="h3" id={headingId} gutterBottom>
        {title}
      </Typography>
      {value === null || value === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.audit-events.nothing')}
        </Typography>
      ) : (
        <Box
          component="pre"
          sx={{
            m: 0,
            fontFamily: 'monospace',
            fontSize: 13,
            lineHeight: 1.5,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            color: 'text.primary',
          }}
        >
          {object
            ? keys
                .filter((k) => Object.hasOwn(object, k))
                .map((k) => {
                  const line = `${JSON.stringify(k)}: ${show(object[k])}`;
                  return changed.has(k) ? (
                    <Box
                      key={k}
                      component="mark"
                      title={translate('resources.audit-events.changed')}
                      sx={{
                        display: 'block',
                        color: 'inherit',
                        bgcolor: (theme) => alpha(theme.palette.warning.main, 0.22),
                        borderLeft: 3,
                        borderColor: 'warning.main',
                        pl: 1,
                        ml: -1.375,
                      }}
                    >
                      {line}
                    </Box>
                  ) : (
                    <Box key={k} component="span" sx={{ display: 'block' }}>
                      {line}
                    </Box>
                  );
                })
            : show(value)}
        </Box>
      )}
    </Paper>
  );
}

/** An audited write's before and after, side by side, with the changed fields marked on both sides. */
export function JsonSideBySide({ before, after }: { before: unknown; after: unknown }) {
  const translate = useTranslate();
  const keys = unionKeys(before, after);
  const changed = changedKeys(before, after);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
      <Side
        title={translate('resources.audit-events.fields.before')}
        value={before}
        keys={keys}
        changed={changed}
      />
      <Side
        title={translate('resources.audit-events.fields.after')}
        value={after}
        keys={keys}
        changed={changed}
      />
    </Box>
  );
}
