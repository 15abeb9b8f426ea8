import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { InfoSection } from './components/InfoSection';

/** /terms: the terms of service, governed by English law. */
export function TermsPage() {
  return (
    <PageContainer
      title="Terms of Service"
      subtitle={`Effective from ${site.policiesEffective}`}
      maxWidth="md"
    >
      <InfoSection title="About these terms">
        <p>
          These terms apply to your use of {site.name}, a free-to-play football score-prediction
          game aimed at players in the United Kingdom. By creating an account you agree to them. No
          money is staked and no prizes of monetary value are awarded.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <p>
          You must give a valid email address and keep your password secret. One account per person.
          Team names and league names must not be offensive, impersonate others or infringe
          anyone&apos;s rights; we may change or remove them.
        </p>
      </InfoSection>
      <InfoSection title="Players under 18">
        <p>
          If you are under 18 you may only use {site.name} with the permission of a parent or
          guardian, who accepts these terms on your behalf. {site.name} is a game of skill for fun
          and involves no gambling.
        </p>
      </InfoSection>
      <InfoSection title="Fair play">
        <p>
          Do not use automated tools, multiple accounts or any other means to gain an unfair
          advantage. Scoring follows the published{' '}
          <Link component={RouterLink} to={paths.rules}>
            Rules
          </Link>
          ; where a result is corrected we may recalculate points, tables and awards.
        </p>
      </InfoSection>
      <InfoSection title="Availability and liability">
        <p>
          We aim to keep the game running but cannot promise it will always be available or
          error-free. Nothing in these terms limits liability that cannot be limited by law. We may
          suspend accounts that break these terms.
        </p>
      </InfoSection>
      <InfoSection title="Privacy">
        <p>
          How we handle your data is described in our{' '}
          <Link component={RouterLink} to={paths.privacyPolicy}>
            Privacy Policy
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Governing law">
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and
          Wales have jurisdiction.
        </p>
      </InfoSection>
      <InfoSection title="Contact">
        <p>
          Questions about these terms:{' '}
          <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link>.
        </p>
      </InfoSection>
    </PageContainer>
  );
}
