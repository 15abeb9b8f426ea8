import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Paper,
} from '@mui/material';
import {
  LEADERBOARD_BACKGROUND_ROWS,
  LEADERBOARD_STALE_SECONDS,
  SCORING,
} from '@predictor/contracts/constants';
import { PageContainer } from '../../components/PageContainer';
import { formatNumber } from '../../lib/numbers';
import { InfoSection } from './components/InfoSection';

const { exactScore, correctResult, bankerMultiplier, bankerWrongPenalty } = SCORING;

const rows = [
  ['Exact score', exactScore, exactScore * bankerMultiplier],
  ['Correct result (win, draw or loss)', correctResult, correctResult * bankerMultiplier],
  ['Wrong result', 0, bankerWrongPenalty],
] as const;

/** /rules: how predictions score and how tables are ordered. */
export function RulesPage() {
  return (
    <PageContainer
      title="Rules"
      subtitle="How points are won, how bankers work and how ties are broken."
      maxWidth="md"
    >
      <InfoSection title="Making predictions">
        <p>
          Predict the final score of any open match. Predictions can be made and changed until the
          match&apos;s prediction deadline, after which they are locked. Only the score at the end
          of normal time counts.
        </p>
      </InfoSection>
      <InfoSection title="Scoring">
        <p>
          You get {correctResult} point for the correct result and {exactScore} points for the exact
          score. The exact-score points replace the result point; they are not added to it.
        </p>
        <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
          <Table size="small" aria-label="Points per prediction">
            <TableHead>
              <TableRow>
                <TableCell>Outcome</TableCell>
                <TableCell align="right">Points</TableCell>
                <TableCell align="right">With banker</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([label, points, banker]) => (
                <TableRow key={label}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="right">{points}</TableCell>
                  <TableCell align="right">{banker}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </InfoSection>
      <InfoSection title="The banker">
        <p>
          Each competition match week you may pick one prediction as your banker. If it is correct
          its points are doubled: an exact score becomes {exactScore * bankerMultiplier} and a
          correct result {correctResult * bankerMultiplier}. If the result is wrong the banker costs
          you {Math.abs(bankerWrongPenalty)} point.
        </p>
      </InfoSection>
      <InfoSection title="Tables and tie-breaks">
        <p>
          Leaderboards and league tables are ordered by total points. Players level on points are
          separated by:
        </p>
        <ol>
          <li>most correct results, then</li>
          <li>most exact scores, then</li>
          <li>most goals in exact-score predictions.</li>
        </ol>
        <p>
          Tables update as soon as a result is entered. On a leaderboard of{' '}
          {formatNumber(LEADERBOARD_BACKGROUND_ROWS)} players or more, the new standings can take up
          to {LEADERBOARD_STALE_SECONDS} seconds to appear.
        </p>
      </InfoSection>
      <InfoSection title="Live points">
        <p>
          While a match is being played, its live score shows on your prediction with the points it
          would score as it stands, marked LIVE. Leaderboards and league tables that count the match
          show a LIVE notice with the score, and each player&apos;s provisional points (+3) are
          added to their total and position as it stands.
        </p>
        <p>
          Live points are provisional: they never enter the stored tables, medals or awards. The
          final result decides, and replaces them as soon as it is entered.
        </p>
      </InfoSection>
      <InfoSection title="Round, monthly and season awards">
        <p>
          Every round (match week) of a competition has its own table on the leaderboards: the
          points of that round only, ranked the same way. Once every result of the round is in,
          first place wins the Round Winner trophy (players level on everything all win it).
        </p>
        <p>
          Every competition has a monthly table. At the end of each calendar month the top three win
          gold, silver and bronze medals, and monthly points start again from zero. At the end of
          the season the winners of each league and leaderboard receive gold, the runners-up silver
          and third place bronze.
        </p>
      </InfoSection>
      <InfoSection title="Season predictions">
        <p>
          Some competitions ask bonus questions about the whole season, such as the champion or the
          relegated clubs. Open them from a competition&apos;s fixtures with Season predictions and
          pick your teams from that season&apos;s clubs. You can change your picks until the
          question&apos;s deadline (often the first kick-off of the season); then they lock, and
          other players&apos; picks, hidden until then, are shown as counts.
        </p>
        <p>
          Once the answer is known, every correct team wins the question&apos;s points (for example
          3 points for each relegated club you named). They count in the season table, not in the
          monthly tables, and add points only: the tie-breaks above stay as they are. If an answer
          is corrected, everyone&apos;s points are worked out again.
        </p>
      </InfoSection>
    </PageContainer>
  );
}
