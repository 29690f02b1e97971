import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { answersSchema, type AnswerField } from '@contracts/backoffice/questionnaires/questionnaire';
import { errorIssues, errorText } from '../../../shared/api-error';
import { questionnairesApi } from './questionnaires-api';

const numbers: readonly AnswerField[] = ['age', 'jobSearchMonths', 'interviews', 'currentSalary', 'wishedSalary'];
const long: readonly AnswerField[] = ['whyLeave', 'waysJobSearch', 'witchPositionsLookingFor', 'searchIssues', 'dreamJob'];
const required: readonly AnswerField[] = ['fullName', 'email', 'phone'];
const order: readonly AnswerField[] = ['fullName', 'email', 'phone', 'city', 'age', 'isWorking', 'seniority', 'jobTitle', 'jobSearchMonths', 'interviews', 'currentSalary', 'wishedSalary', 'searchGeoRenge', 'howFindUs', 'linkSource', 'whyLeave', 'waysJobSearch', 'witchPositionsLookingFor', 'searchIssues', 'dreamJob'];

type Values = Record<AnswerField, string>;
const blank = Object.fromEntries(order.map((f) => [f, ''])) as Values;

// What the form sends: numbers as numbers, the yes/no as a boolean, blanks left out.
const answersOf = (values: Values) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([f, v]) => [f, numbers.includes(f as AnswerField) ? Number(v) : f === 'isWorking' ? v === 'yes' : v.trim()]),
  );

// The public intake questionnaire (/questionnaire): anyone may send it, no account needed.
export function QuestionnaireFormPage() {
  const { t } = useTranslation('questionnaires');
  const { t: shared } = useTranslation();
  const [send, sending] = questionnairesApi.useSendQuestionnaireMutation();
  const [values, setValues] = useState(blank);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const answers = answersOf(values);
    const checked = answersSchema.safeParse(answers);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setProblems({});
    setFailure(null);
    const answer = await send({ answers: checked.data, captchaToken: '' });
    if (!('error' in answer)) return setSent(true);
    const issues = errorIssues(answer.error).filter((i) => i.path.startsWith('answers.'));
    if (issues.length) setProblems(Object.fromEntries(issues.map((i) => [i.path.slice('answers.'.length), i.message])));
    else setFailure(errorText(answer.error, shared('common.somethingWentWrong')));
  };

  if (sent)
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
            {t('form.sent')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('form.sentHint')}</Typography>
        </Paper>
      </Container>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {t('form.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('form.subtitle')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {order.map((field) => {
            const common = {
              label: t(`field.${field}`),
              value: values[field],
              required: required.includes(field),
              error: Boolean(problems[field]),
              helperText: problems[field],
              onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
              fullWidth: true,
            };
            if (field === 'isWorking')
              return (
                <TextField key={field} select {...common} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                  <MenuItem value="">—</MenuItem>
                  <MenuItem value="yes">{t('details.yes')}</MenuItem>
                  <MenuItem value="no">{t('details.no')}</MenuItem>
                </TextField>
              );
            if (long.includes(field)) return <TextField key={field} {...common} multiline minRows={2} maxRows={6} sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: 500 } }} />;
            return (
              <TextField
                key={field}
                {...common}
                type={numbers.includes(field) ? 'number' : field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                slotProps={{ htmlInput: { maxLength: 200, ...(numbers.includes(field) ? { min: 0, inputMode: 'numeric' } : {}), ...(['email', 'phone'].includes(field) ? { dir: 'ltr' } : {}) } }}
              />
            );
          })}
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" size="large" loading={sending.isLoading}>
              {t('form.send')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
