import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
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
import Stack from '@mui/material/Stack';
import type { AddReviewInput } from '@contracts/marketplace/companies/review';
import { recentYears, REVIEW_TYPES, type ReviewType } from '@contracts/marketplace/companies/review-values';
import { errorIssues, errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { emptyReview, EXTRA_TRIGGERS, missingOf, reviewInput, type ReviewForm } from './review-form';
import { EmploymentFields, InterviewFields } from './review-fields';
import { Hint, StarsInput, TextInput } from './review-inputs';

export type SaveReview = (review: AddReviewInput) => Promise<{ error?: unknown }>;
type Props = { open: boolean; company: { _id: string; name: string }; onClose: () => void; onSave: SaveReview; onSaved: () => void; now?: () => Date };

// Add Review (marketplace spec §3–§5): the type first, then its fields; the required ones still
// empty are marked in the error colour on Submit, the server's refusals on the field they name.
// The extra ratings appear once the headline, pros, cons or advice is written. Closing or saving
// starts the next review afresh.
export const AddReviewDialog = ({ open, company, onClose, onSave, onSaved, now = () => new Date() }: Props) => {
  const { t } = useTranslation('companies');
  const isMobile = useIsMobile();
  const [form, setForm] = useState<ReviewForm>(emptyReview);
  const [extraShown, setExtraShown] = useState(false);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ fields: string[]; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const years = recentYears(now());

  const set = (change: Partial<ReviewForm>) => {
    setForm((before) => ({ ...before, ...change }));
    if (EXTRA_TRIGGERS.some((field) => field in change)) setExtraShown(true);
  };
  const missing = tried ? missingOf(form) : [];
  const marked = (field: string) => missing.includes(field) || (refused?.fields.includes(field) ?? false);
  const close = () => {
    setForm(emptyReview());
    setExtraShown(false);
    setTried(false);
    setRefused(null);
    onClose();
  };

  const submit = async () => {
    setTried(true);
    setRefused(null);
    if (missingOf(form).length) return;
    setSaving(true);
    const result = await onSave(reviewInput(form, company._id));
    setSaving(false);
    if (result.error === undefined) {
      close();
      onSaved();
      return;
    }
    setRefused({ fields: errorIssues(result.error).map((issue) => issue.path), text: errorText(result.error, t('common.somethingWentWrong')) });
  };

  const type = form.type;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={isMobile} aria-labelledby="add-review-title">
      <DialogTitle id="add-review-title">{t('review.of', { company: company.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
          <FormControl error={marked('type')} required>
            <FormLabel id="review-type">{t('review.type')}</FormLabel>
            <RadioGroup row aria-labelledby="review-type" value={type} onChange={(event) => set({ type: event.target.value as ReviewType })}>
              {REVIEW_TYPES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`review.types.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {type && (
            <>
              <StarsInput name="rating" label={type === 'interview' ? t('review.interviewRating') : t('review.rating')} value={form.rating} onChange={(rating) => set({ rating })} error={marked('rating')} required />
              <TextInput label={type === 'interview' ? t('review.interviewTitle') : t('review.jobTitle')} value={form.title} onChange={(title) => set({ title })} error={marked('title')} required max={120} />
              {type === 'interview' ? <InterviewFields form={form} set={set} marked={marked} years={years} /> : <EmploymentFields form={form} set={set} marked={marked} years={years} extraShown={extraShown} />}
              <TextInput label={t('review.location')} value={form.location} onChange={(location) => set({ location })} max={200} />
            </>
          )}
          {missing.length > 0 && <Hint error>{t('review.missing')}</Hint>}
          {refused && <Alert severity="error">{refused.text}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving}>
          {t('review.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
