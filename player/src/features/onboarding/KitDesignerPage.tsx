import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useLocation, useNavigate } from 'react-router-dom';
import { KIT_SAVED_REDIRECT_MS, KIT_STYLES } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import { PageContainer } from '../../components/PageContainer';
import { KitShirt } from '../../components/KitShirt';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { fetchMe, useSaveKit } from './api';
import { ColourPicker } from './components/ColourPicker';
import { KitStylePicker } from './components/KitStylePicker';
import { MessageDialog } from './components/MessageDialog';
import { initialKit, kitBody, type KitDraft } from './kit';
import { fromRegistrationState, isFromRegistration } from './navigationState';

/**
 * The preview stays in view while styles and colours are chosen: beside them from the md breakpoint,
 * and on phones a compact strip (shirt beside the names) held under the sticky top bar (56 px, 64 px
 * from sm) above the pickers that scroll under it.
 */
const previewCardSx = {
  order: { xs: 0, md: 1 },
  position: 'sticky',
  top: { xs: 64, sm: 72, md: 88 },
  zIndex: 2,
  boxShadow: { xs: 4, md: 'none' },
} as const;
const previewGridSx = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 2,
  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr)' },
  gridTemplateAreas: {
    xs: '"shirt label" "shirt name" "shirt style"',
    md: '"label" "shirt" "name" "style"',
  },
  justifyItems: { xs: 'start', md: 'center' },
  textAlign: { xs: 'left', md: 'center' },
  rowGap: { xs: 0, md: 1.5 },
} as const;
const shirtSx = {
  gridArea: 'shirt',
  p: { xs: 1, md: 2 },
  borderRadius: '50%',
  bgcolor: 'action.hover',
  display: 'grid',
  placeItems: 'center',
  '& svg': { width: { xs: 64, md: 180 }, height: { xs: 64, md: 180 } },
} as const;

/**
 * /kit-designer: a style and two colours with a live preview (spec §2, §4 kit flow). Straight after
 * registering it leads on to the favourite-team picker; otherwise back to the profile.
 */
export function KitDesignerPage() {
  const { user, updateUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const fromRegistration = isFromRegistration(location.state);
  const [draft, setDraft] = useState<KitDraft>(() => initialKit(user));
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveKit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const moveOn = () => {
    clearTimeout(timer.current);
    if (fromRegistration)
      void navigate(paths.selectFavouriteTeam, { state: fromRegistrationState });
    else void navigate(paths.profile);
  };

  const onSave = () => {
    const result = kitBody(draft);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    save.mutate(result.body, {
      onSuccess: ({ user: fresh }) => {
        updateUser(fresh);
        // The stored user is refreshed from the server too; a failure here is only logged (spec §8).
        fetchMe()
          .then(({ user: me }) => updateUser(me))
          .catch((err: unknown) =>
            console.warn('Refreshing the user after a kit save failed', err),
          );
        setSaved(true);
        timer.current = setTimeout(moveOn, KIT_SAVED_REDIRECT_MS);
      },
      onError: (err) => setError(errorMessage(err, MESSAGES.saveKitFailed)),
    });
  };

  const styleName = KIT_STYLES.find((s) => s.id === draft.kitStyle)?.name;

  return (
    <PageContainer
      title="Kit Designer"
      subtitle={
        fromRegistration
          ? 'Welcome aboard! Give your team its colours. You can change them any time from your profile.'
          : 'Choose a style and two colours for your team kit.'
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-label="Preview" sx={previewCardSx}>
          <CardContent sx={{ py: { xs: 1.5, md: 2 }, '&:last-child': { pb: { xs: 1.5, md: 3 } } }}>
            <Box sx={previewGridSx}>
              <Typography
                variant="overline"
                color="text.secondary"
                component="h2"
                sx={{ gridArea: 'label', lineHeight: { xs: 1.5, md: 2.66 } }}
              >
                Preview
              </Typography>
              <Box sx={shirtSx}>
                <KitShirt
                  kitStyle={draft.kitStyle}
                  primary={draft.primary}
                  secondary={draft.secondary}
                  size={180}
                  title={`${user?.teamName ?? 'Your team'} kit preview`}
                />
              </Box>
              <Typography sx={{ gridArea: 'name', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {user?.teamName}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                aria-live="polite"
                sx={{ gridArea: 'style' }}
              >
                {styleName ?? 'No style chosen yet'}
              </Typography>
            </Box>
          </CardContent>
        </Card>

        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <KitStylePicker
            value={draft.kitStyle}
            primary={draft.primary}
            secondary={draft.secondary}
            onChange={(kitStyle) => setDraft((d) => ({ ...d, kitStyle }))}
          />
          <Box component="section" aria-labelledby="kit-colours-heading">
            <Typography
              id="kit-colours-heading"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              Colours
            </Typography>
            <Stack spacing={2.5}>
              <ColourPicker
                id="kit-primary"
                label="Primary colour"
                value={draft.primary}
                onChange={(primary) => setDraft((d) => ({ ...d, primary }))}
              />
              <ColourPicker
                id="kit-secondary"
                label="Secondary colour"
                value={draft.secondary}
                onChange={(secondary) => setDraft((d) => ({ ...d, secondary }))}
              />
            </Stack>
          </Box>
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button variant="outlined" color="inherit" size="large" onClick={moveOn}>
              {fromRegistration ? 'Skip' : 'Cancel'}
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={onSave}
              disabled={!draft.kitStyle || save.isPending || saved}
            >
              {save.isPending
                ? 'Saving...'
                : fromRegistration
                  ? 'Save Kit and Continue'
                  : 'Save Kit Design'}
            </Button>
          </Stack>
        </Stack>
      </Box>

      <MessageDialog
        open={saved}
        title="Kit Design Saved!"
        icon={<CheckCircleIcon color="success" aria-hidden />}
        buttonLabel="Continue"
        onClose={moveOn}
      >
        {fromRegistration
          ? 'Your team kit is ready. Next, pick your favourite team.'
          : 'Your team kit has been updated. Taking you back to your profile.'}
      </MessageDialog>
      <MessageDialog
        open={error !== null}
        title="Error"
        icon={<ErrorIcon color="error" aria-hidden />}
        buttonLabel="Close"
        onClose={() => setError(null)}
      >
        {error}
      </MessageDialog>
    </PageContainer>
  );
}
