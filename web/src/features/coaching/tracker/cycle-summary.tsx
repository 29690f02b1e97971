import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TrackerCycle } from '@contracts/coaching/tracker/interview';
import { dayOf } from './load-failed';
import { SaveState } from './save-state';
import { useChangeCycleCommentMutation, useChangeCycleRatingMutation } from './tracker-api';

type Props = { cycle: TrackerCycle; staff: boolean };

// The chosen publication cycle: its parts as sent (the counts are staff's), its rating (the client
// and staff) and the manager's comment (staff write it, the client reads it).
export const CycleSummary = ({ cycle, staff }: Props) => {
  const { t, i18n } = useTranslation('tracker');
  const [rate, rating] = useChangeCycleRatingMutation();
  const [comment, setComment] = useState(cycle.csComment ?? '');
  const [saveComment, saving] = useChangeCycleCommentMutation();
  const sent = cycle.parts.filter((p) => p.date);
  const dirty = comment.trim() !== (cycle.csComment ?? '');
  const ratingId = `cycle-rating-${cycle._id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`cycle-${cycle._id}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`cycle-${cycle._id}`} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('cycleSummary')} · {t('nthPublication', { n: cycle.position })}
        </Typography>
        <Chip size="small" color={cycle.status === 'open' ? 'primary' : 'default'} variant="outlined" label={cycle.status === 'open' ? t('cyclePanel.open') : t('cyclePanel.closed')} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {cycle.firstSent ? t('cyclePanel.firstSent', { date: dayOf(cycle.firstSent, i18n.language) }) : t('cyclePanel.notSent')} · {t('partsSent', { count: sent.length })}
        {staff && sent.length > 0 && ` · ${t('cyclePanel.totalSent', { count: sent.reduce((n, p) => n + p.sentCount, 0) })}`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {cycle.parts.map((p) => (
          <Typography component="li" variant="body2" key={p.part}>
            <strong>{t('cyclePanel.part', { n: p.part })}</strong>
            {' · '}
            {p.date ? t('cyclePanel.partSent', { date: dayOf(p.date, i18n.language) }) : t('cyclePanel.partPending')}
            {staff && p.date && ` · ${t('cyclePanel.recipients', { count: p.sentCount })}`}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" sx={{ mt: 2, columnGap: 1, rowGap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={ratingId} variant="subtitle2" component="span">
          {t('cyclePanel.rating')}
        </Typography>
        <Rating
          name={ratingId}
          value={cycle.rating}
          aria-labelledby={ratingId}
          disabled={rating.isLoading}
          getLabelText={(n: number) => t('cyclePanel.stars', { count: n })}
          // the server keeps 1 to 5: clicking the chosen star again does not clear it
          onChange={(_, value) => {
            if (value !== null) void rate({ id: cycle._id, rating: value });
          }}
        />
        <SaveState saving={rating} dirty={false} />
      </Stack>
      <Box sx={{ mt: 2 }}>
        {staff ? (
          <Stack spacing={1}>
            <TextField multiline minRows={2} maxRows={8} label={t('cycleComment')} value={comment} onChange={(e) => setComment(e.target.value)} slotProps={{ htmlInput: { dir: 'auto', maxLength: 20_000 } }} />
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" size="small" disabled={!dirty} loading={saving.isLoading} onClick={() => void saveComment({ id: cycle._id, comment: comment.trim() })}>
                {t('cyclePanel.saveComment')}
              </Button>
              <SaveState saving={saving} dirty={dirty} />
            </Stack>
          </Stack>
        ) : (
          <>
            <Typography variant="subtitle2" component="h4">
              {t('cycleComment')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
              {cycle.csComment ?? t('noCycleComment')}
            </Typography>
          </>
        )}
        {cycle.csComment && cycle.summaryAuthor && cycle.summaryDate && (
          <Typography variant="caption" color="text.secondary">
            {t('cyclePanel.writtenBy', { name: cycle.summaryAuthor, date: dayOf(cycle.summaryDate, i18n.language) })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
};
