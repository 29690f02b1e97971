import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { booleanQuestionnaireFields, numericQuestionnaireFields, type QuestionnaireFieldName } from '@contracts/coaching/tracker/interview';
import { SaveState } from './save-state';
import { useSetQuestionnaireFieldAndCommentsMutation } from './tracker-api';

type Answer = string | number | boolean | null;
type Props = { questionnaireId: string; field: QuestionnaireFieldName; value: Answer; comment: string };

const kindOf = (field: QuestionnaireFieldName): 'number' | 'boolean' | 'text' =>
  numericQuestionnaireFields.includes(field) ? 'number' : booleanQuestionnaireFields.includes(field) ? 'boolean' : 'text';

// What the input holds, and back: an empty input is no answer.
const draftOf = (value: Answer): string => (value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));
function answerOf(kind: 'number' | 'boolean' | 'text', draft: string): Answer | undefined {
  const text = draft.trim();
  if (text === '') return null;
  if (kind === 'boolean') return text === 'yes';
  if (kind === 'text') return text;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

// One answer of the intake questionnaire and staff's comment on it, saved on its own.
export const QuestionnaireField = ({ questionnaireId, field, value, comment }: Props) => {
  const { t } = useTranslation('tracker');
  const kind = kindOf(field);
  const [draft, setDraft] = useState(draftOf(value));
  const [note, setNote] = useState(comment);
  const [save, saving] = useSetQuestionnaireFieldAndCommentsMutation();
  const answer = answerOf(kind, draft);
  const dirty = draft.trim() !== draftOf(value) || note.trim() !== comment;
  const label = t(`questionnaire.fields.${field}`);
  const submit = () => {
    if (answer === undefined) return;
    void save({ questionnaireId, fieldName: field, value: answer, comment: note.trim() || null });
  };
  return (
    <Paper variant="outlined" component="form" aria-label={label} onSubmit={(e) => (e.preventDefault(), submit())} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {kind === 'boolean' ? (
          <TextField select size="small" label={t('questionnaire.answer')} value={draft} onChange={(e) => setDraft(e.target.value)}>
            <MenuItem value="">{t('questionnaire.notAnswered')}</MenuItem>
            <MenuItem value="yes">{t('questionnaire.yes')}</MenuItem>
            <MenuItem value="no">{t('questionnaire.no')}</MenuItem>
          </TextField>
        ) : (
          <TextField
            size="small"
            label={t('questionnaire.answer')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
           
            multiline={kind === 'text'}
            maxRows={4}
            error={answer === undefined}
            helperText={answer === undefined ? t('questionnaire.numberNeeded') : undefined}
            slotProps={{ htmlInput: kind === 'number' ? { inputMode: 'decimal', dir: 'ltr' } : { dir: 'auto', maxLength: 5000 } }}
          />
        )}
        <TextField size="small" multiline maxRows={4} label={t('questionnaire.comment')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { dir: 'auto', maxLength: 5000 } }} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" size="small" variant="outlined" disabled={!dirty || answer === undefined} loading={saving.isLoading} aria-label={t('questionnaire.saveField', { field: label })}>
            {t('save')}
          </Button>
          <SaveState saving={saving} dirty={dirty} />
        </Stack>
      </Stack>
    </Paper>
  );
};
