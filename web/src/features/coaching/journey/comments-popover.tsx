import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { COMMENTS_POPOVER } from '@contracts/coaching/journey/lists';
import type { JourneyComment } from '@contracts/coaching/journey/journey';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { journeyApi } from './journey-api';
import { RichTextInput } from './rich-text-editor';
import type { JourneyContext } from './use-journey';

const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

const CommentItem = ({ comment, mine, onEdit, onDelete }: { comment: JourneyComment; mine: boolean; onEdit: () => void; onDelete: () => void }) => {
  const { t, i18n } = useTranslation('journey');
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: mine ? 'rgba(13,148,136,0.08)' : 'action.hover' }} data-testid="journey-comment">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {comment.authorName || comment.author}
        </Typography>
        {mine && (
          <>
            <IconButton size="small" aria-label={t('comments.edit')} onClick={onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('comments.delete')} onClick={onDelete}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {new Date(comment.date).toLocaleString(i18n.language)}
        {comment.edited ? ` · ${t('comments.edited')}` : ''}
      </Typography>
      {/* the server sanitised it (p, b, i, u, lists, links only) */}
      <Box sx={{ typography: 'body2', '& p': { my: 0.5 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: comment.content }} />
    </Box>
  );
};

// The comments popover (350 px wide, at most 550 high): add, and edit or delete one's own.
export const CommentsPopover = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, me, run } = ctx;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; content: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [add, adding] = journeyApi.useAddCommentToPesonalJourneyMutation();
  const [change, changing] = journeyApi.useEditDeleteCommentToPesonalJourneyMutation();
  // a new editor each time a comment is added, so it starts empty
  const [round, setRound] = useState(0);
  if (!journey) return null;
  const journeyId = journey._id;
  const submit = async () => {
    if (await run(() => add({ journeyId, newComment: draft }))) {
      setDraft('');
      setRound((n) => n + 1);
    }
  };
  const saveEdit = async () => {
    if (editing && (await run(() => change({ journeyId, id: editing.id, action: 'Edit', editContent: editing.content })))) setEditing(null);
  };
  const remove = async () => {
    if (deleting && (await run(() => change({ journeyId, id: deleting, action: 'Delete' })))) setDeleting(null);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<Badge badgeContent={journey.comments.length} color="primary"><ChatBubbleOutline /></Badge>} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('comments.open')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: COMMENTS_POPOVER.width, maxWidth: 'calc(100vw - 16px)', maxHeight: COMMENTS_POPOVER.maxHeight, display: 'flex', flexDirection: 'column' } } }}
      >
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {t('comments.title')}
        </Typography>
        <Stack sx={{ gap: 1, p: 2, overflowY: 'auto', flex: 1 }}>
          {journey.comments.length === 0 && <Typography color="text.secondary">{t('comments.empty')}</Typography>}
          {journey.comments.map((comment) =>
            editing?.id === comment.id ? (
              <Stack key={comment.id} sx={{ gap: 1 }}>
                <RichTextInput label={t('comments.edit')} value={editing.content} onChange={(content) => setEditing({ id: comment.id, content })} />
                <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
                  <Button onClick={() => setEditing(null)}>{t('comments.cancel')}</Button>
                  <Button variant="contained" disabled={isBlank(editing.content)} loading={changing.isLoading} onClick={() => void saveEdit()}>
                    {t('comments.save')}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <CommentItem key={comment.id} comment={comment} mine={comment.authorId === me} onEdit={() => setEditing({ id: comment.id, content: comment.content })} onDelete={() => setDeleting(comment.id)} />
            ),
          )}
        </Stack>
        <Stack sx={{ gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
          <RichTextInput key={round} label={t('comments.placeholder')} value="" onChange={setDraft} minHeight={56} />
          <Button variant="contained" disabled={isBlank(draft)} loading={adding.isLoading} onClick={() => void submit()} sx={{ alignSelf: 'flex-end' }}>
            {t('comments.add')}
          </Button>
        </Stack>
      </Popover>
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.confirmDelete')}
        text={t('comments.confirmDeleteText')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('comments.cancel')}
        danger
        busy={changing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </>
  );
};
