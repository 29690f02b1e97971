import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ForumAnswer } from '@contracts/backoffice/forum/calls';

export type Answer = { token: string; answer: number };

// The visitor's anti-spam question ('which number is larger/smaller, X or Y') above its answer: the
// question is the field's label, in full on every width.
export function QuestionField({ randoms, value, onChange, problem }: { randoms: NonNullable<ForumAnswer['randoms']>; value: string; onChange(value: string): void; problem?: string | undefined }) {
  const { t } = useTranslation('forum');
  const id = useId();
  const question = t(randoms.kind === 'larger' ? 'messages.ForumQuestionLarger' : 'messages.ForumQuestionSmaller', { x: randoms.x, y: randoms.y });
  return (
    <Stack sx={{ gap: 0.75 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
        {t('form.question', { question })}
      </Typography>
      <TextField
        id={id}
        placeholder={t('form.answer')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, '').slice(0, 2))}
        error={Boolean(problem)}
        helperText={problem}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        sx={{ maxWidth: 200 }}
      />
    </Stack>
  );
}
