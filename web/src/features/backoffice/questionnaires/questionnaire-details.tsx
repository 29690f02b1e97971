import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatDateTime } from '@contracts/core/data-table-cells';
import { answerFields, type QuestionnaireRow } from '@contracts/backoffice/questionnaires/questionnaire';
import { errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { questionnairesApi } from './questionnaires-api';

const ZONE = 'Asia/Jerusalem';

// One questionnaire: every answer, the meeting booked from the free coaching slots, the CV.
export function QuestionnaireDetails({ questionnaire: q, onClose }: { questionnaire: QuestionnaireRow; onClose(): void }) {
  const { t } = useTranslation('questionnaires');
  const { t: shared } = useTranslation();
  const mobile = useIsMobile();
  const { data: calendars } = questionnairesApi.useGetCalendarsQuery({}, { skip: q.meeting !== null });
  const [book, booking] = questionnairesApi.useScheduleMeetingQuestionnaireMutation();
  const [upload, uploading] = questionnairesApi.useUploadQuestionnaireCVFileMutation();
  const [slotId, setSlotId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const slots = (calendars?.calendars ?? []).flatMap((c) => c.slots.map((s) => ({ ...s, name: c.name })));
  const show = (value: unknown) => (value === null || value === '' ? '—' : typeof value === 'boolean' ? t(value ? 'details.yes' : 'details.no') : String(value));
  const failed = (error: unknown) => setFailure(errorText(error, shared('common.somethingWentWrong')));

  const attach = async (chosen: File | undefined) => {
    if (!chosen) return;
    const form = new FormData();
    form.set('questionnaireId', q._id);
    form.set('cv', chosen);
    const answer = await upload(form);
    if (file.current) file.current.value = '';
    if ('error' in answer) failed(answer.error);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="questionnaire-title" fullWidth maxWidth="md" fullScreen={mobile}>
      <DialogTitle id="questionnaire-title">{t('details.title', { name: q.fullName })}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {answerFields.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`field.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {show(q[field])}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('details.meeting')}
            </Typography>
            {q.meeting ? (
              <Typography variant="body2">{t('details.booked', { time: formatDateTime(q.meeting.start, ZONE) })}</Typography>
            ) : slots.length ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1, alignItems: { sm: 'center' } }}>
                <TextField select size="small" label={t('details.slot')} value={slotId} onChange={(e) => setSlotId(e.target.value)} sx={{ minWidth: 260 }}>
                  {slots.map((s) => (
                    <MenuItem key={s.slotId} value={s.slotId}>
                      {`${formatDateTime(s.start, ZONE)} · ${s.name}`}
                    </MenuItem>
                  ))}
                </TextField>
                <Button variant="outlined" disabled={!slotId} loading={booking.isLoading} onClick={() => void book({ questionnaireId: q._id, slotId }).then((a) => 'error' in a && failed(a.error))}>
                  {t('details.book')}
                </Button>
              </Stack>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('details.noSlots')}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('details.cv')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              {q.cvFile && (
                <Link href={q.cvFile.url} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {q.cvFile.name}
                </Link>
              )}
              <input ref={file} hidden type="file" accept=".pdf,.doc,.docx" aria-label={t('details.attachCv')} onChange={(e) => void attach(e.target.files?.[0])} />
              <Button size="small" variant="outlined" startIcon={<UploadFileOutlined />} loading={uploading.isLoading} onClick={() => file.current?.click()}>
                {t('details.attachCv')}
              </Button>
            </Stack>
          </Box>
          {q.leadId && (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('details.lead')}
              </Typography>
              <Link component={RouterLink} to="/leads" variant="body2">
                {t('details.openLeads')}
              </Link>
            </Box>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
