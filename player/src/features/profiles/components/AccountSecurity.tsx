import { Card, CardContent, Divider, Typography } from '@mui/material';
import type { User } from '../../../lib/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/** /profile's password and sign-in card: change the password, or sign out of every device. */
export function AccountSecurity({ user }: { user: User }) {
  return (
    <Card component="section" aria-labelledby="account-security-title">
      <CardContent>
        <Typography
          id="account-security-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          Password and Sign-in
        </Typography>
        <ChangePasswordForm email={user.email} />
        <Divider sx={{ my: 3 }} />
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}
