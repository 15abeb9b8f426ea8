import { Link } from '@mui/material';
import { PageContainer } from '../../components/PageContainer';
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
        <p>
          We keep your data while your account is open. If you ask us to close your account we
          delete or anonymise it within 30 days.
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          You may ask for a copy of your data, have it corrected or deleted, object to its use or
          unsubscribe from emails at any time. You can also complain to the Information
          Commissioner&apos;s Office (ico.org.uk).
        </p>
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
