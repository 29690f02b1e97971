import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { OTHER_REASON, REPORT_TEXT_MAX, reportReasons, type ReportReason, type ReportType } from '@contracts/marketplace/reports/report';
import { errorIssues } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { translateCode } from '../../../app/i18n';
import { reportsApi } from './reports-api';

type Props = { open: boolean; type: ReportType; objectId: string; name: string; company?: string; onClose: () => void };

// Why the item is reported: a reason, and the reporter's own words (needed for 'Other'). What was
// typed stays when the server refuses it; its message shows under the field it is about.
export const ReportDialog = ({ open, type, objectId, name, company, onClose }: Props) => {
  const { t } = useTranslation('reports');
  const notices = useNotices();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});
  const [report, sending] = reportsApi.useReportObjectMutation();
  const send = async () => {
    const found = {
      reason: reason ? undefined : t('reasonRequired'),
      text: reason === OTHER_REASON && !text.trim() ? t('messages.ReportOtherNeedsText') : undefined,
    };
    setErrors(found);
    if (!reason || found.text) return;
    try {
      const answer = await report({ objectId, type, reason, ...(text.trim() ? { text: text.trim() } : {}), ...(company ? { company } : {}) }).unwrap();
      notices.snackbar(answer.messageCode ? translateCode('messages', answer.messageCode, undefined, answer.message ?? '') : t('sent'));
      onClose();
    } catch (error) {
      const issues = errorIssues(error);
      if (issues.length) setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.code ? translateCode('messages', issue.code, issue.params, issue.message) : issue.message])));
      else notices.error(error);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-title" fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
      <DialogTitle id="report-title">{t('dialogTitle', { name })}</DialogTitle>
      <DialogContent>
        <FormControl error={Boolean(errors.reason)} required>
          <FormLabel id="report-reason">{t('why')}</FormLabel>
          <RadioGroup aria-labelledby="report-reason" value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
            {reportReasons.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={t(`reason.${value}`)} />
            ))}
          </RadioGroup>
          {errors.reason && (
            <FormLabel component="p" error sx={{ fontSize: 12 }}>
              {errors.reason}
            </FormLabel>
          )}
        </FormControl>
        <TextField
          label={reason === OTHER_REASON ? t('detailsRequired') : t('details')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required={reason === OTHER_REASON}
          error={Boolean(errors.text)}
          helperText={errors.text ?? t('detailsHint', { max: REPORT_TEXT_MAX })}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: REPORT_TEXT_MAX, dir: 'auto' } }}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void send()} loading={sending.isLoading}>
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
