import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  Typography,
  alpha,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { hasIssues, tileTone, type SeasonDistribution, type Tone } from './distribution';
import { ProblemMatches } from './ProblemMatches';

// Tinted tiles with the theme's text colour: readable in both themes (solid orange with white is not).
const TONE_SX: Record<Tone, SxProps<Theme>> = {
  correct: {
    bgcolor: (theme) => alpha(theme.palette.success.main, 0.18),
    borderColor: 'success.main',
  },
  wrong: {
    bgcolor: (theme) => alpha(theme.palette.warning.main, 0.22),
    borderColor: 'warning.main',
  },
  empty: { color: 'text.secondary', borderColor: 'divider' },
};

/** One active season: total, issue badge, a tile per match week, and its misplaced matches. */
export function SeasonCard({ season }: { season: SeasonDistribution }) {
  const translate = useTranslate();
  const headingId = useId();
  const issues = hasIssues(season);
  return (
    <Accordion
      defaultExpanded
      disableGutters
      variant="outlined"
      slotProps={{ region: { 'aria-labelledby': headingId } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {season.name}
          </Typography>
          <Chip
            size="small"
            label={translate('app.distribution.totalMatches', {
              count: season.totalMatches,
              smart_count: season.totalMatches,
            })}
          />
          {issues && (
            <Chip size="small" color="error" label={translate('app.distribution.issues')} />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.distribution.expected', { count: season.expectedPerWeek })}
        </Typography>
        {season.matchGroups.length > 0 && (
          <Box
            component="ul"
            aria-label={`${season.name}: ${translate('app.distribution.weeksHeading')}`}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {season.matchGroups.map((group) => {
              const tone = tileTone(group.matchCount, season.expectedPerWeek);
              return (
                <Box
                  component="li"
                  key={group.id}
                  data-tone={tone}
                  aria-label={translate('app.distribution.tile', {
                    name: group.name,
                    count: group.matchCount,
                    expected: season.expectedPerWeek,
                  })}
                  sx={[
                    { border: 2, borderRadius: 1, p: 1, textAlign: 'center' },
                    TONE_SX[tone] as object,
                  ]}
                >
                  <Typography variant="caption" component="div" noWrap title={group.name}>
                    {group.matchWeek === null ? translate('app.distribution.noWeek') : group.name}
                  </Typography>
                  <Typography variant="h6" component="div">
                    {group.matchCount}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
        <ProblemMatches
          heading={translate('app.distribution.noGroupHeading')}
          matches={season.matchesWithNoGroup}
        />
        <ProblemMatches
          heading={translate('app.distribution.wrongGroupHeading')}
          matches={season.matchesWithWrongGroup}
          showProblem
        />
        {!issues && (
          <Alert severity="success">
            {translate('app.distribution.allCorrect', { season: season.name })}
          </Alert>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
