import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { employmentTypes } from '@contracts/identity/users/work-kinds';
import {
  BUSINESS_OUTLOOK,
  CEO_JOB_PERFORMANCE,
  DIFFICULTY_LEVELS,
  EMPLOYMENT_LENGTHS,
  GOT_OFFER,
  HOW_GOT_INTERVIEW,
  INTERVIEW_STAGES,
  JOB_FUNCTIONS,
  MAX_INTERVIEW_QUESTIONS,
  PROCESS_PERIOD_LABELS,
  RECOMMEND_TO_FRIEND,
  SUB_RATINGS,
} from '@contracts/marketplace/companies/review-values';
import type { ReviewForm } from './review-form';
import { SelectInput, StarsInput, TextInput } from './review-inputs';

type Part = { form: ReviewForm; set: (change: Partial<ReviewForm>) => void; marked: (field: string) => boolean; years: readonly number[] };

// A current or former employee's fields; the extra ratings once the texts were started.
export const EmploymentFields = ({ form, set, marked, years, extraShown }: Part & { extraShown: boolean }) => {
  const { t } = useTranslation('companies');
  const { t: tJobs } = useTranslation('jobs');
  return (
    <Stack spacing={2}>
      <SelectInput label={t('review.employmentType')} value={form.employmentType} onChange={(v) => set({ employmentType: v })} options={employmentTypes.map((e) => ({ value: e, label: tJobs(`employmentType.${e}`) }))} error={marked('employmentType')} required />
      {form.type === 'former' && (
        <SelectInput label={t('review.lastYear')} value={form.lastYearEmployment} onChange={(v) => set({ lastYearEmployment: Number(v) })} options={years.map((y) => ({ value: y, label: String(y) }))} error={marked('lastYearEmployment')} required />
      )}
      <TextInput label={t('review.headline')} value={form.headline} onChange={(v) => set({ headline: v })} error={marked('headline')} required max={150} />
      <TextInput label={t('review.pros')} value={form.pros} onChange={(v) => set({ pros: v })} error={marked('pros')} required multiline max={5000} />
      <TextInput label={t('review.cons')} value={form.cons} onChange={(v) => set({ cons: v })} error={marked('cons')} required multiline max={5000} />
      <TextInput label={t('review.advice')} value={form.adviceToManagement} onChange={(v) => set({ adviceToManagement: v })} multiline max={5000} />
      {extraShown && (
        <Box component="section" aria-label={t('review.extra')} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            {t('review.extra')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
            {SUB_RATINGS.map((s) => (
              <StarsInput key={s} name={s} label={t(`subRating.${s}`)} value={form.subRatings[s]} onChange={(v) => set({ subRatings: { ...form.subRatings, [s]: v } })} />
            ))}
          </Box>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <SelectInput label={t('review.ceo')} value={form.ceoJobPerformance} onChange={(v) => set({ ceoJobPerformance: v })} options={CEO_JOB_PERFORMANCE.map((v) => ({ value: v, label: t(`card.ceo.${v}`) }))} none={t('review.none')} />
            <SelectInput label={t('review.recommend')} value={form.recommendToFriend} onChange={(v) => set({ recommendToFriend: v })} options={RECOMMEND_TO_FRIEND.map((v) => ({ value: v, label: t(`review.recommendValues.${v}`) }))} none={t('review.none')} />
            <SelectInput label={t('review.outlook')} value={form.sixMonthBusinessOutlook} onChange={(v) => set({ sixMonthBusinessOutlook: v })} options={BUSINESS_OUTLOOK.map((v) => ({ value: v, label: t(`card.outlook.${v}`) }))} none={t('review.none')} />
            <SelectInput label={t('review.jobFunction')} value={form.jobFunction} onChange={(v) => set({ jobFunction: v })} options={JOB_FUNCTIONS.map((v) => ({ value: v, label: t(`jobFunction.${v}`) }))} none={t('review.none')} />
            <SelectInput label={t('review.lengthOfEmployment')} value={form.lengthOfEmployment} onChange={(v) => set({ lengthOfEmployment: v })} options={EMPLOYMENT_LENGTHS.map((v) => ({ value: v, label: t(`length.${v}`) }))} none={t('review.none')} />
          </Stack>
        </Box>
      )}
    </Stack>
  );
};

// An interview's fields: the process, difficulty and offer, the period, the stages and the questions.
export const InterviewFields = ({ form, set, marked, years }: Part) => {
  const { t } = useTranslation('companies');
  const months = t('months', { returnObjects: true }) as string[];
  const questions = form.interviewQuestions;
  const setQuestion = (i: number, change: Partial<{ question: string; answer: string }>) => set({ interviewQuestions: questions.map((q, j) => (j === i ? { ...q, ...change } : q)) });
  return (
    <Stack spacing={2}>
      <TextInput label={t('review.process')} value={form.interviewProcess} onChange={(v) => set({ interviewProcess: v })} error={marked('interviewProcess')} required multiline hint={t('review.processHint')} max={5000} />
      <SelectInput label={t('review.difficulty')} value={form.difficulty ?? ''} onChange={(v) => set({ difficulty: Number(v) })} options={DIFFICULTY_LEVELS.map((d) => ({ value: d, label: `${d} · ${t(`difficulty.d${d}`)}` }))} error={marked('difficulty')} required />
      <SelectInput label={t('review.gotOffer')} value={form.gotOffer} onChange={(v) => set({ gotOffer: v })} options={GOT_OFFER.map((v) => ({ value: v, label: t(`offer.${v}`) }))} error={marked('gotOffer')} required />
      <SelectInput label={t('review.howGot')} value={form.howGotInterview} onChange={(v) => set({ howGotInterview: v })} options={HOW_GOT_INTERVIEW.map((v) => ({ value: v, label: t(`howGot.${v}`) }))} none={t('review.none')} />
      <Stack direction="row" spacing={1.5}>
        <TextInput label={t('review.periodNumber')} value={form.processPeriod} onChange={(v) => set({ processPeriod: v.replace(/\D/g, '').slice(0, 3) })} max={3} />
        <Box sx={{ minWidth: 130 }}>
          <SelectInput label={t('review.periodLabel')} value={form.processPeriodLabel} onChange={(v) => set({ processPeriodLabel: v as ReviewForm['processPeriodLabel'] })} options={PROCESS_PERIOD_LABELS.map((v) => ({ value: v, label: t(`period.${v}`) }))} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <SelectInput label={t('review.month')} value={form.interviewMonth} onChange={(v) => set({ interviewMonth: v === '' ? '' : Number(v) })} options={months.map((m, i) => ({ value: i + 1, label: m }))} none={t('review.none')} />
        <SelectInput label={t('review.year')} value={form.interviewYear} onChange={(v) => set({ interviewYear: v === '' ? '' : Number(v) })} options={years.map((y) => ({ value: y, label: String(y) }))} none={t('review.none')} />
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontSize: 14 }}>
          {t('review.stages')}
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
          {INTERVIEW_STAGES.map((s) => (
            <FormControlLabel key={s} control={<Checkbox size="small" checked={form.stages[s]} onChange={(event) => set({ stages: { ...form.stages, [s]: event.target.checked } })} />} label={t(`stage.${s}`)} />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('review.questions')}
        </Typography>
        <Stack spacing={1.5}>
          {questions.map((q, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack spacing={1} sx={{ flex: 1 }}>
                <TextInput label={t('review.question', { n: i + 1 })} value={q.question} onChange={(v) => setQuestion(i, { question: v })} error={marked(`interviewQuestions.${i}.question`)} hint={t('review.questionHint')} max={1000} />
                <TextInput label={t('review.answer')} value={q.answer} onChange={(v) => setQuestion(i, { answer: v })} multiline max={2000} />
              </Stack>
              <IconButton aria-label={t('review.removeQuestion', { n: i + 1 })} onClick={() => set({ interviewQuestions: questions.filter((_, j) => j !== i) })}>
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button startIcon={<AddOutlined />} sx={{ mt: 1 }} disabled={questions.length >= MAX_INTERVIEW_QUESTIONS} onClick={() => set({ interviewQuestions: [...questions, { question: '', answer: '' }] })}>
          {t('review.addQuestion')}
        </Button>
      </Box>
      <StarsInput name="howHelpfulJobSwipe" label={t('review.helpfulJobSwipe')} value={form.howHelpfulJobSwipe} onChange={(v) => set({ howHelpfulJobSwipe: v })} />
    </Stack>
  );
};
