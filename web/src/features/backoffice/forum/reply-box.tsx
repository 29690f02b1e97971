import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_MAX, NAME_MAX } from '@contracts/backoffice/forum/forum';
import type { ForumAnswer } from '@contracts/backoffice/forum/calls';
import { errorText } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { forumApi } from './forum-api';
import { problemsOf, serverProblems, type Problems } from './post-dialog';
import { QuestionField } from './question-field';

// The reply form under a topic: a name, the reply and, for a visitor, the question. What was typed
// stays on a refusal; a wrong answer brings a new question.
export function ReplyBox({ topicId, urlParams, randoms, onRefused }: { topicId: string; urlParams: string; randoms: ForumAnswer['randoms']; onRefused(): void }) {
  const { t } = useTranslation('forum');
  const notices = useNotices();
  const [addReply, adding] = forumApi.useAddReplyMutation();
  const [displayName, setDisplayName] = useState('');
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = problemsOf({ title: '', displayName, content }, false);
    if (randoms && answer.trim() === '') found.answer = t('messages.ForumAnswerRequired');
    setProblems(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    try {
      await addReply({ urlParams, interviewId: topicId, reply: { displayName, content }, ...(randoms ? { randoms: { token: randoms.token, answer: Number(answer) } } : {}) }).unwrap();
      notices.snackbar(t('replyAdded'));
      setContent('');
      setAnswer('');
      setProblems({});
    } catch (error) {
      const onFields = serverProblems(error);
      setProblems(onFields);
      setFailure(Object.keys(onFields).length ? null : errorText(error, t('form.somethingWentWrong')));
      if (onFields.answer) {
        setAnswer('');
        onRefused();
      }
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="forum-reply-title" sx={{ mb: 2 }}>
        {t('replyTitle')}
      </Typography>
      <Stack
        component="form"
        aria-labelledby="forum-reply-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ gap: 2 }}
      >
        <TextField label={t('form.displayName')} value={displayName} onChange={(e) => setDisplayName(e.target.value)} error={Boolean(problems.displayName)} helperText={problems.displayName} required slotProps={{ htmlInput: { dir: 'auto', maxLength: NAME_MAX } }} sx={{ maxWidth: 420 }} />
        <TextField label={t('form.replyContent')} value={content} onChange={(e) => setContent(e.target.value)} error={Boolean(problems.content)} helperText={problems.content} required multiline minRows={3} slotProps={{ htmlInput: { dir: 'auto', maxLength: CONTENT_MAX } }} />
        {randoms && <QuestionField randoms={randoms} value={answer} onChange={setAnswer} problem={problems.answer} />}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button type="submit" variant="contained" loading={adding.isLoading} sx={{ alignSelf: 'flex-start' }}>
          {t('replyButton')}
        </Button>
      </Stack>
    </Paper>
  );
}
