import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { MatchMadeMessage } from '@contracts/marketplace/activity/live';
import { colorFor, initials } from '../../../shared/format';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { conversationsApi } from '../conversations/conversations-api';
import { isolate } from '../../../shared/bidi';
import { Confetti } from './confetti';

type Props = { match: MatchMadeMessage; onClose: () => void };

// Shown to both people the moment they match, wherever they are: confetti, who and which job,
// a first message, and the other's email and phone.
export const MatchDialog = ({ match, onClose }: Props) => {
  const { t } = useTranslation('activity');
  const isMobile = useIsMobile();
  const notices = useNotices();
  const { user } = useCurrentUser();
  const [text, setText] = useState('');
  const [sendMessage, { isLoading }] = conversationsApi.useSendMessageMutation();
  const name = match.other.name ?? t('matchDialog.someone');

  const send = async () => {
    if (!text.trim()) return;
    try {
      await sendMessage({ matchId: match.matchId, text: text.trim() }).unwrap();
      notices.snackbar(t('matchDialog.sent'));
      onClose();
    } catch (error) {
      notices.error(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={isMobile} fullWidth maxWidth="xs" aria-labelledby="match-title" aria-describedby="match-text">
      <Confetti />
      <DialogContent sx={{ textAlign: 'center', pt: 4, pb: 3, position: 'relative', zIndex: 2, display: 'flex', flexDirection: 'column', justifyContent: isMobile ? 'center' : 'flex-start' }}>
        <AvatarGroup sx={{ justifyContent: 'center', mb: 2, '& .MuiAvatar-root': { width: 72, height: 72, fontSize: 26, fontWeight: 800, border: '3px solid #fff' } }}>
          <Avatar sx={{ bgcolor: colorFor(user?.name ?? '') }}>{initials(user?.name ?? '')}</Avatar>
          <Avatar sx={{ bgcolor: colorFor(name) }}>{initials(name)}</Avatar>
        </AvatarGroup>
        <Typography id="match-title" variant="h4" component="h2" sx={{ fontWeight: 900, color: 'primary.main' }}>
          {t('matchDialog.title')}
        </Typography>
        <Typography id="match-text" sx={{ mt: 1 }}>
          {t('matchDialog.text', { name: isolate(name) })}
        </Typography>
        {match.jobTitle && (
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {match.company ? t('matchDialog.job', { title: isolate(match.jobTitle), company: isolate(match.company) }) : t('matchDialog.jobNoCompany', { title: isolate(match.jobTitle) })}
          </Typography>
        )}
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          sx={{ mt: 3 }}
        >
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            maxRows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('matchDialog.placeholder')}
            slotProps={{ htmlInput: { 'aria-label': t('matchDialog.messageLabel', { name }), maxLength: 2000, dir: 'auto' } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button type="submit" variant="contained" fullWidth loading={isLoading} disabled={!text.trim()}>
              {t('matchDialog.send')}
            </Button>
            <Button variant="outlined" fullWidth onClick={onClose}>
              {t('matchDialog.keepSwiping')}
            </Button>
          </Stack>
        </Box>
        {(match.other.email || match.other.phone) && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
            {match.other.email && (
              <Button component="a" href={`mailto:${match.other.email}`} startIcon={<EmailOutlined />}>
                {t('matchDialog.email')}
              </Button>
            )}
            {match.other.phone && (
              <Button component="a" href={`tel:${match.other.phone}`} startIcon={<PhoneOutlined />}>
                {t('matchDialog.call')}
              </Button>
            )}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
};
