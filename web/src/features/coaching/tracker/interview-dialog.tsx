import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { seniorityLevels } from '@contracts/identity/users/user';
import type { Interview } from '@contracts/coaching/tracker/interview';
import { COMPANY_SEARCH_AFTER, DEFAULT_STATUS, DEFAULT_TYPE, HOME_ASSIGNMENT, assignmentTypes, fieldSetsOf, interviewStatuses, interviewTypes, refusalStatuses, ruleOf } from '@contracts/coaching/tracker/lists';
import { trackerMessages } from '@contracts/coaching/tracker/messages';
import { interviewFormIssues } from '@contracts/coaching/tracker/rules';
import { translateCode, translateMessage } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useCreateEditTalentInterviewMutation, useGetCompaniesOptionsQuery, useGetTitlesOptionsQuery } from './tracker-api';
import { useSeniority } from '../../../shared/seniority';

type Form = {
  company: string;
  companyUrl: string;
  titleGroup: string;
  title: string;
  seniorityLevel: string;
  type: string;
  interviewDate: string;
  channel: string;
  assignmentType: string;
  location: string;
  interviewerName: string;
  interviewerEmail: string;
  interviewerPhone: string;
  contact: string;
  reviewFreeText: string;
  csComment: string;
  status: string;
  feedback: string;
};

const formOf = (i: Interview | null, company = ''): Form => ({
  company: i?.company ?? company,
  companyUrl: i?.companyUrl ?? '',
  titleGroup: i?.titleGroup ?? '',
  title: i?.title ?? '',
  seniorityLevel: i?.seniorityLevel ?? '',
  type: i?.type ?? DEFAULT_TYPE,
  interviewDate: i?.interviewDate.slice(0, 10) ?? new Date().toISOString().slice(0, 10),
  channel: i ? (i.channel ?? '') : (ruleOf(DEFAULT_TYPE)?.channel ?? ''),
  assignmentType: i?.assignmentType ?? '',
  location: i?.location ?? '',
  interviewerName: i?.interviewerName ?? '',
  interviewerEmail: i?.interviewerEmail ?? '',
  interviewerPhone: i?.interviewerPhone ?? '',
  contact: i?.contact ?? '',
  reviewFreeText: i?.reviewFreeText ?? '',
  csComment: i?.csComment ?? '',
  status: i?.status ?? DEFAULT_STATUS,
  feedback: i?.feedback ?? '',
});

type Props = { open: boolean; onClose: () => void; interview: Interview | null; company?: string; staff: boolean };

// Add or edit an interview: the field sets its type has, every rule of the form checked here and again by the server.
export const InterviewDialog = ({ open, onClose, interview, company, staff }: Props) => {
  const { t } = useTranslation('tracker');
  const seniority = useSeniority();
  const mobile = useIsMobile();
  const [form, setForm] = useState<Form>(() => formOf(interview, company));
  const [shown, setShown] = useState(false);
  const [save, saving] = useCreateEditTalentInterviewMutation();
  const prefix = form.company.trim().slice(0, COMPANY_SEARCH_AFTER);
  const companies = useGetCompaniesOptionsQuery({ search: prefix }, { skip: form.company.trim().length <= COMPANY_SEARCH_AFTER });
  const titles = useGetTitlesOptionsQuery({});
  const rule = ruleOf(form.type);
  const sets = fieldSetsOf(form.type);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const field = (key: keyof Form) => ({ value: form[key], onChange: (e: { target: { value: string } }) => set(key)(e.target.value) });

  const payload = {
    ...(interview ? { _id: interview._id } : {}),
    company: form.company.trim(),
    companyUrl: form.companyUrl.trim() || null,
    titleGroup: form.titleGroup || null,
    title: form.title.trim(),
    seniorityLevel: (form.seniorityLevel || null) as (typeof seniorityLevels)[number] | null,
    type: form.type as (typeof interviewTypes)[number],
    interviewDate: form.interviewDate,
    ...(rule && rule.channelOptions.length > 0 ? { channel: (form.channel || null) as 'Call' | null } : {}),
    assignmentType: form.type === HOME_ASSIGNMENT ? ((form.assignmentType || null) as (typeof assignmentTypes)[number] | null) : null,
    ...(sets.includes('location') ? { location: form.location.trim() || null } : {}),
    ...(sets.includes('interviewer') ? { interviewerName: form.interviewerName.trim() || null, interviewerEmail: form.interviewerEmail.trim() || null, interviewerPhone: form.interviewerPhone.trim() || null } : {}),
    ...(sets.includes('contact') ? { contact: form.contact.trim() || null } : {}),
    reviewFreeText: form.reviewFreeText.trim(),
    ...(staff ? { csComment: form.csComment.trim() || null } : {}),
    status: form.status as (typeof interviewStatuses)[number],
    ...((refusalStatuses as readonly string[]).includes(form.status) || form.feedback ? { feedback: form.feedback.trim() || null } : {}),
  };
  const local = useMemo(() => interviewFormIssues(payload), [JSON.stringify(payload)]);
  const server = errorIssues(saving.error);
  const problem = (path: keyof Form): string | undefined => {
    if (!shown) return undefined;
    const mine = local.find((i) => i.path === path);
    if (mine) {
      // by the tracker's own code: another feature may say the same English
      const code = Object.entries(trackerMessages).find(([, text]) => text === mine.message)?.[0];
      return code ? translateCode('messages', code, undefined, mine.message) : translateMessage(mine.message);
    }
    const theirs = server.find((i) => i.path === `newData.${path}`);
    return theirs ? (theirs.code ? translateCode('messages', theirs.code, theirs.params, theirs.message) : theirs.message) : undefined;
  };
  const helper = (path: keyof Form, hint?: string) => ({ error: Boolean(problem(path)), helperText: problem(path) ?? hint });

  const submit = async () => {
    setShown(true);
    if (local.length > 0) return;
    const done = await save({ newData: payload });
    if (!('error' in done)) onClose();
  };
  const chooseType = (type: string) => setForm((f) => ({ ...f, type, channel: ruleOf(type)?.channel ?? '' }));
  const failure = saving.error && server.length === 0 ? errorText(saving.error, t('somethingWrong')) : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="interview-dialog-title">
      <DialogTitle id="interview-dialog-title">{interview ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack component="form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => (e.preventDefault(), void submit())}>
          <Autocomplete
            freeSolo
            options={(companies.data?.list ?? []).filter((c) => c.name.toLowerCase().startsWith(form.company.trim().toLowerCase())).map((c) => c.name)}
            inputValue={form.company}
            onInputChange={(_, value) => set('company')(value)}
            renderInput={(params) => <TextField {...params} required label={t('form.company')} {...helper('company', t('form.companyHint'))} />}
          />
          <Autocomplete
            options={(titles.data?.list ?? []).map((o) => o.title)}
            groupBy={(title) => titles.data?.list.find((o) => o.title === title)?.category ?? ''}
            value={form.titleGroup || null}
            onChange={(_, value) => setForm((f) => ({ ...f, titleGroup: value ?? '', title: f.title || (value ?? '') }))}
            renderInput={(params) => <TextField {...params} required label={t('form.titleGroup')} {...helper('titleGroup')} />}
          />
          <TextField required label={t('form.title')} {...field('title')} {...helper('title')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth required label={t('form.seniority')} {...field('seniorityLevel')} {...helper('seniorityLevel')}>
              {seniorityLevels.map((s) => (
                <MenuItem key={s} value={s}>
                  {seniority(s)}
                </MenuItem>
              ))}
            </TextField>
            <TextField type="date" fullWidth required label={t('form.date')} slotProps={{ inputLabel: { shrink: true } }} {...field('interviewDate')} {...helper('interviewDate')} />
          </Stack>
          <TextField select required label={t('form.type')} value={form.type} onChange={(e) => chooseType(e.target.value)}>
            {interviewTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {rule && rule.channelOptions.length > 0 && (
            <TextField select required label={t('form.channel')} {...field('channel')} {...helper('channel')}>
              {rule.channelOptions.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`channels.${c}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {form.type === HOME_ASSIGNMENT && (
            <TextField select required label={t('form.assignmentType')} {...field('assignmentType')} {...helper('assignmentType')}>
              {assignmentTypes.map((a) => (
                <MenuItem key={a} value={a}>
                  {t(`assignments.${a}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {sets.includes('location') && <TextField label={t('form.location')} {...field('location')} />}
          {sets.includes('interviewer') && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth label={t('form.interviewerName')} {...field('interviewerName')} />
              <TextField fullWidth type="email" label={t('form.interviewerEmail')} {...field('interviewerEmail')} {...helper('interviewerEmail')} />
              <TextField fullWidth type="tel" label={t('form.interviewerPhone')} {...field('interviewerPhone')} {...helper('interviewerPhone')} />
            </Stack>
          )}
          {sets.includes('contact') && <TextField label={t('form.contact')} {...field('contact')} />}
          <TextField select label={t('form.status')} {...field('status')}>
            {interviewStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {((refusalStatuses as readonly string[]).includes(form.status) || form.feedback !== '') && (
            <TextField
              required={(refusalStatuses as readonly string[]).includes(form.status)}
              multiline
              minRows={2}
              label={(refusalStatuses as readonly string[]).includes(form.status) ? t('form.feedback') : t('form.feedbackAny')}
              {...field('feedback')}
              {...helper('feedback')}
            />
          )}
          <TextField required multiline minRows={3} maxRows={6} label={t('form.reviewFreeText')} {...field('reviewFreeText')} {...helper('reviewFreeText')} />
          {staff && <TextField multiline minRows={2} maxRows={6} label={t('form.csComment')} {...field('csComment')} />}
          {failure && <Alert severity="error">{failure}</Alert>}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
