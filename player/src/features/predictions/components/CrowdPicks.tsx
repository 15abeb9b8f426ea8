import { Box, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { crowdPicksQuery, type Match } from '../api';

function Bar({ label, share, count }: { label: string; share: number; count: number }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {share}% ({count})
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={`${label}: ${share}%`}
        sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
      />
    </Box>
  );
}

/**
 * Crowd picks of a closed match (beyond the spec): how all players called it (home win, draw,
 * away win) and the five most predicted scores. Never rendered while predictions are open; hidden
 * when the call fails.
 */
export function CrowdPicks({ match }: { match: Match }) {
  const { data, isPending, isError } = useQuery(crowdPicksQuery(match.id));
  if (isError) return null;
  return (
    <Card component="section" aria-labelledby="crowd-picks-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2" id="crowd-picks-title">
          Crowd picks
        </Typography>
        {isPending && (
          <Stack sx={{ gap: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={34} />
            ))}
          </Stack>
        )}
        {data && data.totalPredictions === 0 && (
          <Typography color="text.secondary">Nobody predicted this match.</Typography>
        )}
        {data && data.totalPredictions > 0 && (
          <>
            <Typography variant="body2" color="text.secondary">
              {data.totalPredictions} {data.totalPredictions === 1 ? 'prediction' : 'predictions'}
            </Typography>
            <Stack sx={{ gap: 1.5 }}>
              <Bar label={`${match.homeTeam.name} win`} {...data.outcomes.homeWin} />
              <Bar label="Draw" {...data.outcomes.draw} />
              <Bar label={`${match.awayTeam.name} win`} {...data.outcomes.awayWin} />
            </Stack>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                Most predicted scores
              </Typography>
              <Box
                component="ol"
                sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
              >
                {data.topScores.slice(0, 5).map((score) => (
                  <Box
                    component="li"
                    key={`${score.homeGoals}-${score.awayGoals}`}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'baseline',
                      gap: 2,
                    }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>
                      {score.homeGoals}–{score.awayGoals}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {score.share}% ({score.count})
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
