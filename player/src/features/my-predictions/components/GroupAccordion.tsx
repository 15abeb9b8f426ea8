import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatPoints } from '@predictor/contracts/rules';
import { badgeLabels, type GroupBadge, type MatchGroupSection } from '../rules';
import { PredictionItem } from './PredictionItem';

const badgeChip: Record<
  GroupBadge,
  { color: 'primary' | 'default'; variant: 'filled' | 'outlined' }
> = {
  current: { color: 'primary', variant: 'filled' },
  upcoming: { color: 'primary', variant: 'outlined' },
  recent: { color: 'default', variant: 'filled' },
  completed: { color: 'default', variant: 'outlined' },
  unknown: { color: 'default', variant: 'outlined' },
};

/** One match group: name, badge, count and scored points; its predictions when expanded. */
export function GroupAccordion({
  group,
  expanded,
  onToggle,
  now,
}: {
  group: MatchGroupSection;
  expanded: boolean;
  onToggle: (open: boolean) => void;
  now: Date;
}) {
  const scoredPoints = group.predictions
    .filter((p) => p.isScored)
    .reduce((sum, p) => sum + p.points, 0);
  const anyScored = group.predictions.some((p) => p.isScored);
  const chip = badgeChip[group.badge];
  const count = group.predictions.length;
  const domId = `group-${group.key.replace(':', '-')}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${domId}-header`}
        aria-controls={`${domId}-content`}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', flex: 1, pr: 1 }}
        >
          <Box component="span" sx={{ fontWeight: 700 }}>
            {group.name}
          </Box>
          <Chip
            size="small"
            label={badgeLabels[group.badge]}
            color={chip.color}
            variant={chip.variant}
          />
          <Box
            component="span"
            sx={{
              ml: { sm: 'auto' },
              width: { xs: '100%', sm: 'auto' },
              color: 'text.secondary',
              fontSize: '0.875rem',
            }}
          >
            {count} {count === 1 ? 'prediction' : 'predictions'}
            {anyScored && ` · ${formatPoints(scoredPoints)}`}
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }} id={`${domId}-content`}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.predictions.map((p) => (
            <PredictionItem key={p.id} prediction={p} now={now} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
