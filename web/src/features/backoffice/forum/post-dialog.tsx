import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTENT_MAX, NAME_MAX, replyFormSchema, TITLE_MAX, topicFormSchema } from '@contracts/backoffice/forum/forum';
import type { ForumAnswer } from '@contracts/backoffice/forum/calls';
import { translateCode, translateMessage } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { QuestionField, type Answer } from './question-field';

export type PostForm = { title: string; displayName: string; content: string };
export type Problems = Partial<Record<keyof PostForm | 'answer', string>>;

// The problems the browser tells before a call, by field (the contract's own rules).
export function problemsOf(form: PostForm, withTitle: boolean): Problems {
  const checked = withTitle ? topicFormSchema.safeParse(form) : replyFormSchema.safeParse({ displayName: form.displayName, content: form.content });
  if (checked.success) return {};
  return Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message)]));
}

// What the server refused, on its fields (interview.title, reply.content, randoms.answer, …).
export function serverProblems(error: unknown): Problems {
  return Object.fromEntries(errorIssues(error).map((i) => [i.path.split('.').at(-1)!, i.code ? translateCode('messages', i.code, i.params, i.message) : i.message]));
}

type Props = {
  mode: 'add' | 'edit';
  // a topic has a title; a reply does not
  withTitle: boolean;
  initial: PostForm;
  randoms: ForumAnswer['randoms'];
  busy: boolean;
  onSubmit(form: PostForm, answer: Answer | null): Promise<unknown>;
  onClose(): void;
};

// 'Share an interview' (add) or 'Edit the post': the fields, and a visitor's question on an addition.
// On a refusal what was typed stays, and the problem shows on its field.
export function PostDialog({ mode, withTitle, initial, randoms, busy, onSubmit, onClose }: Props) {
  const { t } = useTranslation('forum');
  const mobile = useIsMobile();
  const [form, setForm] = useState(initial);
  const [answer, setAnswer] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const asks = mode === 'add' && randoms !== null;

  const submit = async () => {
    const found = problemsOf(form, withTitle);
    if (asks && answer.trim() === '') found.answer = t('messages.ForumAnswerRequired');
    setProblems(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    await onSubmit(form, asks && randoms ? { token: randoms.token, answer: Number(answer) } : null).catch((error: unknown) => {
      const onFields = serverProblems(error);
      setProblems(onFields);
      if (onFields.answer) setAnswer('');
      setFailure(Object.keys(onFields).length ? null : errorText(error, t('form.somethingWentWrong')));
    });
  };
  const field = (key: keyof PostForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(problems[key]),
    fullWidth: true,
    required: true,
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="forum-dialog-title" fullWidth maxWidth="sm" fullScreen={mobile}>
      <DialogTitle id="forum-dialog-title">{mode === 'add' ? t('form.addTitle') : t('form.editTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="forum-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ gap: 2, pt: 1 }}
        >
          {withTitle && (
            <TextField label={t('form.title')} {...field('title')} helperText={problems.title ?? t('form.titleHint')} slotProps={{ htmlInput: { dir: 'auto', maxLength: TITLE_MAX } }} autoFocus />
          )}
          <TextField label={t('form.displayName')} {...field('displayName')} helperText={problems.displayName} slotProps={{ htmlInput: { dir: 'auto', maxLength: NAME_MAX } }} autoFocus={!withTitle} />
          <TextField
            label={withTitle ? t('form.content') : t('form.replyContent')}
            {...field('content')}
            helperText={problems.content ?? (withTitle ? t('form.contentHint') : undefined)}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: CONTENT_MAX } }}
          />
          {asks && randoms && <QuestionField randoms={randoms} value={answer} onChange={setAnswer} problem={problems.answer} />}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button variant="contained" type="submit" form="forum-form" loading={busy}>
          {mode === 'add' ? t('form.post') : t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// 'Are you sure?' before a topic (with its replies) or a reply is deleted.
export function DeleteDialog({ title, busy, onConfirm, onClose }: { title: string | null; busy: boolean; onConfirm(): Promise<unknown>; onClose(): void }) {
  const { t } = useTranslation('forum');
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="forum-delete-title" fullWidth maxWidth="xs">
      <DialogTitle id="forum-delete-title">{t('form.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>{t('form.sure')}</DialogContentText>
        <DialogContentText dir="auto">{title === null ? t('form.sureReply') : t('form.sureTopic', { title })}</DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('form.no')}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => void onConfirm().catch((error: unknown) => setFailure(errorText(error, t('form.somethingWentWrong'))))}>
          {t('form.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
