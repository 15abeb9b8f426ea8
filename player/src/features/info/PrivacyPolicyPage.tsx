import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { InfoSection } from './components/InfoSection';

/** /privacy-policy: what we keep about players and why (UK GDPR). */
export function PrivacyPolicyPage() {
  return (
    <PageContainer
      title="Privacy Policy"
      subtitle={`Effective from ${site.policiesEffective}`}
      maxWidth="md"
    >
      <InfoSection title="Who we are">
        <p>
          {site.name} is a free football score-prediction game for players in the United Kingdom. We
          are the controller of the personal data described here under the UK General Data
          Protection Regulation and the Data Protection Act 2018.
        </p>
      </InfoSection>
      <InfoSection title="What we collect">
        <ul>
          <li>
            Account details: email address, team name, optional first and last name and a password
            (stored only as a secure hash).
          </li>
          <li>
            Game data: your predictions, points, league memberships, kit design, favourite team and
            trophies.
          </li>
          <li>Preferences: whether you want to receive email notifications and newsletters.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          We use your data to run the game: to sign you in, score your predictions, show tables and
          leagues, and send the emails you have asked for, such as password resets and, if you opt
          in, newsletters. Your team name and kit are visible to other players; your email address
          never is. We do not sell your data or use it for third-party advertising.
        </p>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <ul>
          <li>
            Your account and game data: for as long as your account is open. When you delete your
            account it is erased at once, within the same request: your email address, names, team
            name, kit, predictions, points, league memberships, trophies and the records of the
            emails we sent you. Your points leave every leaderboard and league table straight away.
          </li>
          <li>
            Leagues you created pass to their next member (the longest-standing league admin, or
            else the member who joined first), or are deleted if nobody else is in them.
          </li>
          <li>
            Records of changes our admins made to your account are kept to show what was done, with
            your email address, names and team name removed.
          </li>
          <li>
            Password reset links expire after one hour; counts of failed sign-in attempts are
            forgotten after 15 minutes.
          </li>
          <li>
            Server logs record each request (the address asked for, the time and the outcome, never
            your password) and are kept for 30 days. Our email provider keeps delivery records of
            the emails we send you (your address, the subject and the time) for up to 30 days.
          </li>
          <li>
            Backups: we back up the database at most once a day and keep the last seven copies, so a
            deleted account disappears from our backups within seven days.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          You may ask for a copy of your data, have it corrected or deleted, object to its use or
          unsubscribe from emails at any time. Two of these you can do yourself, at any time, under
          Your Data on your{' '}
          <Link component={RouterLink} to={paths.profile}>
            Profile
          </Link>{' '}
          page:
        </p>
        <ul>
          <li>
            <strong>Download my data</strong>: a file (JSON) with your account, preferences,
            predictions and points, league memberships, trophies, the emails we sent you and our
            admins&apos; changes to your account.
          </li>
          <li>
            <strong>Delete my account</strong>: after your password and a typed confirmation, your
            account is erased as described above and you are signed out on every device.
          </li>
        </ul>
        <p>You can also complain to the Information Commissioner&apos;s Office (ico.org.uk).</p>
      </InfoSection>
      <InfoSection title="Contact">
        <p>
          Email <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link> with any
          privacy question.
        </p>
      </InfoSection>
    </PageContainer>
  );
}
