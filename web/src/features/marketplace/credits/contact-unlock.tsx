import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { Contact } from '@contracts/marketplace/credits/credits';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { openProDialog } from '../payments/pro-dialog-state';
import { creditsApi } from './credits-api';

// free: the two matched (or it is one's own), so the details show without a click
type Props = { jobId?: string; profileId?: string; hint?: 'pressApply' | 'pressConnect'; free?: boolean };

// Contact details of a job or profile (spec §4 contact unlock): hidden until unlocked with a credit,
// a match or Pro; once unlocked they are mailto/tel links.
export const ContactUnlock = ({ jobId, profileId, hint, free = false }: Props) => {
  const { t } = useTranslation('credits');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const { role, isAuthed } = useCurrentUser();
  const args = { jobId, profileId };
  const [fetchContact, { data, isLoading }] = creditsApi.useFetchContactMutation({ fixedCacheKey: `contact-${jobId ?? ''}-${profileId ?? ''}` });
  const contact: Contact | null = data && !data.notPro && !data.limitReached ? data.contact : null;

  const asked = data !== undefined || isLoading;
  useEffect(() => {
    if (free && !asked) void fetchContact({ jobId, profileId });
  }, [free, asked, fetchContact, jobId, profileId]);

  const uncover = async () => {
    // a signed-in user whose data is still loading is not sent to the sign-in dialog
    if (!isAuthed) {
      dispatch(signInDialogOpened('signIn'));
      return;
    }
    try {
      const answer = await fetchContact(args).unwrap();
      if (answer.notPro) {
        if (role !== 'recruiter') openProDialog('contact');
      } else if (answer.limitReached) notices.message(t('contact.limitTitle'), t('contact.limitText'));
    } catch (error) {
      notices.error(error);
    }
  };

  const value = (kind: 'email' | 'phone') => {
    const icon = kind === 'email' ? <EmailOutlined /> : <PhoneOutlined />;
    const state = contact ? contact[`${kind}State`] : 'hidden';
    const shown = contact?.[kind];
    if (state === 'shown' && shown)
      return (
        <Button key={kind} component="a" href={kind === 'email' ? `mailto:${shown}` : `tel:${shown}`} startIcon={icon} variant="outlined" dir="ltr" sx={{ textTransform: 'none' }}>
          {shown}
        </Button>
      );
    if (state === 'missing')
      return (
        <Button key={kind} startIcon={icon} variant="outlined" disabled>
          {t(kind === 'email' ? 'contact.missingEmail' : 'contact.missingPhone')}
        </Button>
      );
    return (
      <Button key={kind} startIcon={<LockOutlined />} variant="outlined" onClick={() => void uncover()} loading={isLoading} disabled={!!hint}>
        {t(kind === 'email' ? 'contact.hiddenEmail' : 'contact.hiddenPhone')}
      </Button>
    );
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('contact.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {value('email')}
        {value('phone')}
      </Stack>
      {hint && !contact && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t(`contact.${hint}`)}
        </Typography>
      )}
    </Box>
  );
};
