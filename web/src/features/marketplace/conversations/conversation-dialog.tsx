import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import { isolate } from '../../../shared/bidi';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { conversationsApi } from './conversations-api';

type Props = { matchId: string; otherUserId: string; fallbackName: string; onClose: () => void };

const time = (iso: string, language: string) => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' }).format(new Date(iso));

// The thread of one match: messages arrive live, reading it clears its unread count, and either
// side can block (or block and report) after confirming.
export const ConversationDialog = ({ matchId, otherUserId, fallbackName, onClose }: Props) => {
  const { t, i18n } = useTranslation('conversations');
  const isMobile = useIsMobile();
  const notices = useNotices();
  const { user } = useCurrentUser();
  const thread = conversationsApi.useGetConversationQuery({ matchId });
  const [send, { isLoading: isSending }] = conversationsApi.useSendMessageMutation();
  const [markRead] = conversationsApi.useMarkConversationReadMutation();
  const [block, { isLoading: isBlocking }] = conversationsApi.useBlockUserMutation();
  const [text, setText] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<'block' | 'report' | null>(null);
  const conversation = thread.data?.conversation ?? null;
  const name = conversation?.other.name ?? fallbackName;
  const messages = [...(thread.data?.list ?? [])].reverse();
  const newest = thread.data?.list[0]?.id;

  // each message seen while the thread is open is read
  useEffect(() => {
    if (newest) void markRead({ matchId });
  }, [newest, matchId, markRead]);

  const submit = async () => {
    if (!text.trim()) return;
    try {
      await send({ matchId, text: text.trim() }).unwrap();
      setText('');
    } catch (error) {
      notices.error(error);
    }
  };
  const doBlock = async () => {
    try {
      await block({ blockedUserId: conversation?.other.userId ?? otherUserId, report: confirm === 'report' }).unwrap();
      notices.snackbar(t('chat.blockedDone'));
      setConfirm(null);
      void thread.refetch();
    } catch (error) {
      notices.error(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={isMobile} fullWidth maxWidth="sm" aria-labelledby="chat-title">
      <DialogTitle id="chat-title" sx={{ pr: 12 }}>
        {t('chat.title', { name: isolate(name) })}
      </DialogTitle>
      <Stack direction="row" sx={{ position: 'absolute', top: 10, right: 10 }}>
        <IconButton aria-label={t('chat.block')} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)} disabled={!conversation || conversation.blocked}>
          <MoreVert />
        </IconButton>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => { setMenu(null); setConfirm('block'); }}>{t('chat.block')}</MenuItem>
        <MenuItem onClick={() => { setMenu(null); setConfirm('report'); }}>{t('chat.report')}</MenuItem>
      </Menu>
      <DialogContent dividers sx={{ minHeight: 280, display: 'flex', flexDirection: 'column', gap: 1, bgcolor: 'background.default' }} aria-live="polite">
        {thread.isError ? (
          <Alert severity="error" action={<Button onClick={() => void thread.refetch()}>{t('common.retry')}</Button>}>
            {t('chat.loadError')}
          </Alert>
        ) : thread.isLoading ? (
          <>
            <Skeleton variant="rounded" width="60%" height={40} />
            <Skeleton variant="rounded" width="45%" height={40} sx={{ alignSelf: 'flex-end' }} />
          </>
        ) : !messages.length ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', my: 'auto' }}>{t('chat.empty')}</Typography>
        ) : (
          messages.map((message) => {
            const mine = message.senderId === user?._id;
            return (
              <Box key={message.id} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
                <Box sx={{ px: 1.5, py: 1, borderRadius: 3, bgcolor: mine ? 'primary.main' : 'background.paper', color: mine ? 'primary.contrastText' : 'text.primary', border: mine ? 0 : 1, borderColor: 'divider' }}>
                  <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>
                    {message.text}
                  </Typography>
                </Box>
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', textAlign: mine ? 'end' : 'start' }}>
                  {mine ? `${t('chat.you')} · ` : ''}
                  {time(message.sentAt, i18n.language)}
                </Typography>
              </Box>
            );
          })
        )}
      </DialogContent>
      {conversation?.blocked ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('chat.blocked')}
        </Alert>
      ) : (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'flex-end' }}
        >
          <TextField
            fullWidth
            multiline
            maxRows={4}
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('chat.placeholder')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': t('chat.placeholder'), maxLength: 2000, dir: 'auto' } }}
          />
          <Button type="submit" variant="contained" loading={isSending} disabled={!text.trim()}>
            {t('chat.send')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'report' ? 'chat.reportTitle' : 'chat.blockTitle', { name: isolate(name) })}
        text={t(confirm === 'report' ? 'chat.reportText' : 'chat.blockText')}
        confirmLabel={t(confirm === 'report' ? 'chat.report' : 'chat.block')}
        danger
        busy={isBlocking}
        onConfirm={() => void doBlock()}
        onCancel={() => setConfirm(null)}
      />
    </Dialog>
  );
};
