import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Interview, InterviewGroup } from '@contracts/coaching/tracker/interview';
import { COPIED_TOAST_MS } from '@contracts/coaching/tracker/lists';
import { stageChipColours } from './stage-chip-colours';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { StatusChip } from './status-chip';
import { useCreateEditTalentInterviewMutation } from './tracker-api';
import { useSeniority } from '../../../shared/seniority';

type Props = { group: InterviewGroup; staff: boolean; onEdit: (interview: Interview) => void };

const dateOf = (iso: string, language: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString(language === 'he' ? 'he-IL' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

// One company: its interviews one at a time (newest first), the status chip, the summaries.
export const GroupCard = ({ group, staff, onEdit }: Props) => {
  const { t, i18n } = useTranslation('tracker');
  const seniority = useSeniority();
  const notices = useNotices();
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState(false);
  const [copied, setCopied] = useState(false);
  const [save, saving] = useCreateEditTalentInterviewMutation();
  const interview = group.interviews[Math.min(page, group.interviews.length) - 1]!;
  const upcoming = interview.interviewDate.slice(0, 10) >= new Date().toISOString().slice(0, 10);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_TOAST_MS);
  };
  const remove = async () => {
    const done = await save({ newData: { _id: interview._id, isDelete: true } });
    setConfirm(false);
    if ('error' in done) notices.error(done.error);
  };
  return (
    <Card variant="outlined" component="article" aria-label={group._id}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {group._id}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('interviewsCount', { count: group.interviews.length })}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Chip size="small" label={t(`types.${interview.type as 'HR Interview'}`, { defaultValue: interview.type })} sx={(theme) => stageChipColours(interview.type, theme)} />
          <StatusChip status={interview.status} company={interview.company} interviewId={interview._id} feedback={interview.feedback} hasOffer={interview.offer} />
          {interview.isApproach && <Chip size="small" variant="outlined" label={t('approach')} />}
          {upcoming && <Chip size="small" color="primary" variant="outlined" label={t('upcoming')} />}
        </Stack>
        <Typography sx={{ mt: 1.5, fontWeight: 500 }}>{interview.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[dateOf(interview.interviewDate, i18n.language), interview.channel && t(`channels.${interview.channel as 'Call'}`, { defaultValue: interview.channel }), interview.location, interview.seniorityLevel && seniority(interview.seniorityLevel)].filter(Boolean).join(' · ')}
        </Typography>
        {interview.reviewFreeText && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">{t('clientSummary')}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
              {interview.reviewFreeText}
            </Typography>
          </Box>
        )}
        {interview.csComment && (
          <Box sx={{ mt: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                {t('managerSummary')}
              </Typography>
              {staff && (
                <Tooltip title={copied ? t('copied') : t('copy')} open={copied || undefined}>
                  <IconButton size="small" aria-label={t('copy')} onClick={() => void copy(interview.csComment ?? '')}>
                    <ContentCopyOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
              {interview.csComment}
            </Typography>
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<EditOutlined />} onClick={() => onEdit(interview)}>
            {t('edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirm(true)}>
            {t('delete')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {group.interviews.length > 1 && (
            <Pagination size="small" count={group.interviews.length} page={page} onChange={(_, p) => setPage(p)} siblingCount={0} aria-label={t('nth', { n: page, total: group.interviews.length })} />
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirm}
        danger
        title={t('deleteTitle')}
        text={t('deleteText', { company: group._id })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={saving.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </Card>
  );
};
