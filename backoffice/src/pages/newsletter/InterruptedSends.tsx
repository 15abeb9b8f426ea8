import { Alert, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';

type Props = { onResume: (id: number) => void; disabled: boolean };

/** Sends whose runner is gone before every recipient was tried, each with Resume. */
export function InterruptedSends({ onResume, disabled }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['admin', 'newsletter', 'interrupted'],
    queryFn: () => dataProvider.listNewsletterSends('interrupted'),
  });
  if (!data?.length) return null;
  return (
    <Stack spacing={1}>
      {data.map((s) => (
        <Alert
          key={s.id}
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={disabled} onClick={() => onResume(s.id)}>
              {translate('app.newsletter.resume')}
            </Button>
          }
        >
          {translate('app.newsletter.interrupted', {
            subject: s.subject,
            done: s.sent + s.failed + s.invalid,
            total: s.total,
          })}
        </Alert>
      ))}
    </Stack>
  );
}
