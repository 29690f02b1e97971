import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { salaryCurrencies, salaryFrequencies } from '@contracts/coaching/journey/lists';
import { seniorityLevels } from '@contracts/identity/users/user';
import { DEFAULT_SALARY_CURRENCY, DEFAULT_SALARY_FREQUENCY, DEFAULT_TALENT_JOB_TYPE, talentJobTypes, type SalaryCurrency, type SalaryFrequency, type TalentJobType } from '@contracts/coaching/offers/lists';
import { offersMessages } from '@contracts/coaching/offers/messages';
import type { TalentJob } from '@contracts/coaching/offers/offers';
import { translateMessage } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { offersApi } from './offers-api';
import { useSeniority } from '../../../shared/seniority';

type Seniority = (typeof seniorityLevels)[number];

// Add or edit a job: type (After Service unless chosen), a professional title (required), company,
// salary in ILS a month unless chosen.
export const JobFormDialog = ({ job, onClose }: { job?: TalentJob; onClose: () => void }) => {
  const { t } = useTranslation('offers');
  const seniority = useSeniority();
  const mobile = useIsMobile();
  const notices = useNotices();
  const [form, setForm] = useState({
    type: (job?.type ?? DEFAULT_TALENT_JOB_TYPE) as TalentJobType,
    company: job?.company ?? '',
    title: job?.title || job?.titleGroup || '',
    seniority: job?.seniority ?? '',
    salary: job?.salary === null || job?.salary === undefined ? '' : String(job.salary),
    salaryCurrency: (job?.salaryCurrency ?? DEFAULT_SALARY_CURRENCY) as SalaryCurrency,
    salaryFrequency: (job?.salaryFrequency ?? DEFAULT_SALARY_FREQUENCY) as SalaryFrequency,
    dateStart: job?.dateStart ?? '',
    description: job?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, adding] = offersApi.useAddTalentJobMutation();
  const [edit, editing] = offersApi.useEditDeleteTalentJobMutation();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async () => {
    if (!form.title.trim()) return setErrors({ title: translateMessage(offersMessages.TalentJobTitleRequired) });
    const newJobData = {
      type: form.type,
      company: form.company.trim(),
      title: form.title.trim(),
      titleGroup: job?.titleGroup ?? '',
      seniority: (form.seniority || null) as Seniority | null,
      salary: form.salary === '' ? null : Number(form.salary),
      salaryCurrency: form.salaryCurrency,
      salaryFrequency: form.salaryFrequency,
      dateStart: form.dateStart || null,
      description: form.description.trim(),
    };
    try {
      await (job ? edit({ editId: job._id, newJobData }) : add({ newJobData })).unwrap();
      onClose();
    } catch (e) {
      const issues = errorIssues(e).filter((i) => i.path.startsWith('newJobData.'));
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.slice('newJobData.'.length), translateMessage(i.message)])));
      else notices.error(e);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} maxWidth="sm" fullWidth aria-labelledby="job-form-title">
      <DialogTitle id="job-form-title">{job ? t('jobs.editTitle') : t('jobs.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        <TextField select required label={t('jobs.type')} value={form.type} onChange={(e) => set({ type: e.target.value as TalentJobType })}>
          {talentJobTypes.map((jt) => (
            <MenuItem key={jt} value={jt}>
              {t(`jobTypes.${jt}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField required label={t('jobs.title_')} value={form.title} onChange={(e) => set({ title: e.target.value })} error={Boolean(errors.title)} helperText={errors.title} autoFocus />
        <TextField label={t('jobs.company')} value={form.company} onChange={(e) => set({ company: e.target.value })} error={Boolean(errors.company)} helperText={errors.company} />
        <TextField select label={t('jobs.seniority')} value={form.seniority} onChange={(e) => set({ seniority: e.target.value })}>
          <MenuItem value="">{t('form.noSeniority')}</MenuItem>
          {seniorityLevels.map((s) => (
            <MenuItem key={s} value={s}>
              {seniority(s)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            label={t('jobs.salary')}
            type="number"
            value={form.salary}
            onChange={(e) => set({ salary: e.target.value })}
            error={Boolean(errors.salary)}
            helperText={errors.salary}
            slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <TextField select label={t('form.currency')} value={form.salaryCurrency} onChange={(e) => set({ salaryCurrency: e.target.value as SalaryCurrency })}>
            {salaryCurrencies.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('form.frequency')} value={form.salaryFrequency} onChange={(e) => set({ salaryFrequency: e.target.value as SalaryFrequency })}>
            {salaryFrequencies.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`frequencyNames.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField type="date" label={t('jobs.dateStart')} value={form.dateStart} onChange={(e) => set({ dateStart: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t('jobs.description')} multiline minRows={2} maxRows={6} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={adding.isLoading || editing.isLoading} onClick={() => void submit()}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
