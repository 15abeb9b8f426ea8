import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import { PageContainer } from '../../components/PageContainer';
import { site } from '../../lib/site';

/** /contact: support by e-mail and the community chat server. */
export function ContactPage() {
  return (
    <PageContainer
      title="Contact"
      subtitle="Questions, feedback or a problem with your account? We are happy to help."
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <EmailIcon color="primary" aria-hidden />
            <Typography variant="h6" component="h2">
              Email support
            </Typography>
            <Typography color="text.secondary" sx={{ my: 1 }}>
              Write to us and we will reply within two working days.
            </Typography>
            <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <ForumIcon color="primary" aria-hidden />
            <Typography variant="h6" component="h2">
              Community chat
            </Typography>
            <Typography color="text.secondary" sx={{ my: 1 }}>
              Talk tactics, banter with rivals and hear about new features first.
            </Typography>
            <Link href={site.chatServerUrl} target="_blank" rel="noopener noreferrer">
              Join our chat server
            </Link>
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}
