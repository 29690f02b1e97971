import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { ForumAnswer } from '@contracts/backoffice/forum/calls';
import { forumParamOf, parseForumParam, type ForumReply, type ForumTopic } from '@contracts/backoffice/forum/forum';
import { useNotices } from '../../../shared/use-notices';
import { forumApi } from './forum-api';
import { PostText } from './post-text';
import { DeleteDialog, PostDialog, type PostForm } from './post-dialog';
import { ReplyBox } from './reply-box';
import type { Answer } from './question-field';

const path = (param: string) => (param ? `/interviews/${encodeURIComponent(param)}` : '/interviews');
const empty: PostForm = { title: '', displayName: '', content: '' };

type Editing = { kind: 'add' } | { kind: 'edit'; topic: ForumTopic; reply: ForumReply | null } | { kind: 'delete'; topic: ForumTopic; reply: ForumReply | null };

function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  return <time dateTime={at}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}</time>;
}

// The edit, delete and pin buttons a post shows its author (edit, delete) and staff (delete, pin).
function PostActions({ mine, moderator, label, onEdit, onDelete, pin }: { mine: boolean; moderator: boolean; label: string; onEdit(): void; onDelete(): void; pin?: { sticky: boolean; onPin(): void } }) {
  const { t } = useTranslation('forum');
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexShrink: 0 }}>
      {mine && (
        <Tooltip title={t('editPost')}>
          <IconButton size="small" onClick={onEdit} aria-label={`${t('editPost')}: ${label}`}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {(mine || moderator) && (
        <Tooltip title={t('deletePost')}>
          <IconButton size="small" onClick={onDelete} aria-label={`${t('deletePost')}: ${label}`}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {moderator && pin && (
        <Tooltip title={pin.sticky ? t('unpin') : t('pin')}>
          <IconButton size="small" onClick={pin.onPin} aria-label={`${pin.sticky ? t('unpin') : t('pin')}: ${label}`} aria-pressed={pin.sticky}>
            {pin.sticky ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

function TopicRow({ topic, answer, onAct }: { topic: ForumTopic; answer: ForumAnswer; onAct(e: Editing | { kind: 'pin'; topic: ForumTopic }): void }) {
  const { t } = useTranslation('forum');
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', borderColor: topic.sticky ? 'primary.main' : undefined }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {topic.sticky && <Chip size="small" color="primary" variant="outlined" icon={<PushPin />} label={t('sticky')} sx={{ color: 'text.primary' }} />}
            <Link component={RouterLink} to={path(topic.url)} variant="h6" dir="auto" sx={{ fontSize: { xs: 17, sm: 19 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {topic.title}
            </Link>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            <span dir="auto">{t('by', { name: topic.displayName })}</span> · <When at={topic.createdAt} />
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ mt: 0.75, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', textAlign: 'start' }}>
            {topic.content.split(/\r\n|\r|\n/).find((line) => line.trim()) ?? ''}
          </Typography>
          <Stack direction="row" sx={{ gap: 1.5, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" icon={<ForumOutlined />} label={t('replies', { count: topic.repliesCount })} />
            {topic.lastReplyAt && topic.lastReplyName && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                <span dir="auto">{t('lastReply', { name: topic.lastReplyName })}</span> · <When at={topic.lastReplyAt} />
              </Typography>
            )}
          </Stack>
        </Box>
        <PostActions
          mine={answer.userObjects.includes(topic._id)}
          moderator={answer.moderator}
          label={topic.title}
          onEdit={() => onAct({ kind: 'edit', topic, reply: null })}
          onDelete={() => onAct({ kind: 'delete', topic, reply: null })}
          pin={{ sticky: topic.sticky, onPin: () => onAct({ kind: 'pin', topic }) }}
        />
      </Stack>
    </Paper>
  );
}

function SearchBox({ keywords, onSearch }: { keywords: string; onSearch(words: string): void }) {
  const { t } = useTranslation('forum');
  const [text, setText] = useState(keywords);
  useEffect(() => setText(keywords), [keywords]);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      sx={{ display: 'flex', gap: 1, flex: 1, maxWidth: 560 }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('search'), dir: 'auto', maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: keywords ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={t('clearSearch')} onClick={() => onSearch('')}>
                  <ClearOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        placeholder={t('search')}
      />
      <Button type="submit" variant="outlined">
        {t('searchButton')}
      </Button>
    </Box>
  );
}

// /interviews and /interviews/{param}: the list (a search, a page) or a topic with its replies.
export function ForumPage() {
  const { t } = useTranslation('forum');
  const notices = useNotices();
  const navigate = useNavigate();
  const { param = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const urlParams = param;
  const place = parseForumParam(urlParams);
  const { data, isFetching, isLoading, error, refetch } = forumApi.useGetInterviewsQuery({ urlParams }, { refetchOnMountOrArgChange: true });
  const [addInterview, adding] = forumApi.useAddInterviewMutation();
  const [editInterview, editing] = forumApi.useEditInterviewMutation();
  const [deleteInterview, deleting] = forumApi.useDeleteInterviewMutation();
  const [pinInterview] = forumApi.usePinInterviewMutation();
  const [acting, setActing] = useState<Editing | null>(query.get('new') === 'true' ? { kind: 'add' } : null);

  const close = () => {
    setActing(null);
    if (query.has('new')) setQuery({}, { replace: true });
  };
  // a refused write (a wrong answer) is asked again with a new question
  const refreshOnRefusal = (error: unknown) => {
    void refetch();
    throw error;
  };

  const onAct = async (e: Editing | { kind: 'pin'; topic: ForumTopic }) => {
    if (e.kind !== 'pin') return setActing(e);
    const done = await pinInterview({ urlParams, interviewId: e.topic._id, sticky: !e.topic.sticky }).unwrap().catch((err: unknown) => notices.error(err));
    if (done && 'message' in done && done.message) notices.snackbar(t(`messages.${done.messageCode as 'ForumTopicPinned'}`, { defaultValue: done.message }));
  };

  const submit = async (form: PostForm, answer: Answer | null) => {
    if (!acting || acting.kind === 'delete') return;
    if (acting.kind === 'add') {
      const done = await addInterview({ urlParams: '', interview: form, ...(answer ? { randoms: answer } : {}) }).unwrap().catch(refreshOnRefusal);
      close();
      notices.snackbar(t('messages.ForumTopicAdded'));
      const added = done.list.find((p) => p._id === done.added);
      navigate(path(added ? added.url : forumParamOf({ kind: 'topic', topicId: done.added!, page: 1 }, form.title)));
      return;
    }
    const { topic, reply } = acting;
    await editInterview({ urlParams, interviewId: topic._id, ...(reply ? { replyId: reply._id } : {}), interview: reply ? { displayName: form.displayName, content: form.content } : form }).unwrap();
    close();
    notices.snackbar(t('messages.ForumPostSaved'));
  };

  const remove = async () => {
    if (acting?.kind !== 'delete') return;
    const { topic, reply } = acting;
    // a topic deleted from its own page goes back to the list
    const onTopic = !reply && place.kind === 'topic';
    await deleteInterview({ urlParams: onTopic ? '' : urlParams, interviewId: topic._id, ...(reply ? { replyId: reply._id } : {}) }).unwrap();
    close();
    notices.snackbar(t('messages.ForumPostDeleted'));
    if (onTopic) navigate(path(''));
  };

  const goTo = (page: number) => navigate(path(place.kind === 'list' ? forumParamOf({ ...place, page }) : forumParamOf({ ...place, page }, data?.topic?.title ?? '')));
  const pages = data ? Math.max(1, Math.ceil(data.count / data.rowPerPage)) : 1;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('subtitle')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setActing({ kind: 'add' })} sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}>
          {t('add')}
        </Button>
      </Stack>

      {place.kind === 'list' && (
        <Stack sx={{ gap: 2 }}>
          <SearchBox keywords={place.keywords} onSearch={(words) => navigate(path(forumParamOf({ kind: 'list', keywords: words, page: 1 })))} />
          {place.keywords && data && !isFetching && (
            <Typography variant="body2" role="status">
              {t('results', { count: data.count, keywords: place.keywords })}
            </Typography>
          )}
        </Stack>
      )}
      {place.kind === 'topic' && (
        <Button component={RouterLink} to={path('')} startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} sx={{ mb: 1 }}>
          {t('backToList')}
        </Button>
      )}

      {isLoading && (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('title')} />
        </Stack>
      )}
      {error && !data && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>} sx={{ mt: 2 }}>
          {t('failed')}
        </Alert>
      )}

      {data && !data.isInterview && (
        <Box sx={{ mt: 2, opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={isFetching}>
          {data.list.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                {place.kind === 'list' && place.keywords ? t('emptySearch', { keywords: place.keywords }) : t('empty')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {place.kind === 'list' && place.keywords ? t('emptySearchHint') : t('emptyHint')}
              </Typography>
            </Paper>
          ) : (
            <Stack component="ol" aria-label={t('title')} sx={{ gap: 1.5, p: 0, m: 0 }}>
              {data.list.map((topic) => (
                <TopicRow key={topic._id} topic={topic} answer={data} onAct={(e) => void onAct(e)} />
              ))}
            </Stack>
          )}
        </Box>
      )}

      {data?.isInterview && data.notFound && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('notFound')}
        </Alert>
      )}
      {data?.topic && (
        <TopicView key={data.topic._id} answer={data} topic={data.topic} urlParams={urlParams} onAct={(e) => void onAct(e)} onRefused={() => void refetch()} />
      )}

      {data && pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination count={pages} page={data.page} onChange={(_, page) => goTo(page)} aria-label={t('pages')} siblingCount={0} />
        </Stack>
      )}

      {acting?.kind === 'add' && <PostDialog mode="add" withTitle initial={empty} randoms={data?.randoms ?? null} busy={adding.isLoading} onSubmit={submit} onClose={close} />}
      {acting?.kind === 'edit' && (
        <PostDialog
          mode="edit"
          withTitle={!acting.reply}
          initial={acting.reply ? { title: '', displayName: acting.reply.displayName, content: acting.reply.content } : { title: acting.topic.title, displayName: acting.topic.displayName, content: acting.topic.content }}
          randoms={null}
          busy={editing.isLoading}
          onSubmit={submit}
          onClose={close}
        />
      )}
      {acting?.kind === 'delete' && <DeleteDialog title={acting.reply ? null : acting.topic.title} busy={deleting.isLoading} onConfirm={remove} onClose={close} />}
    </Container>
  );
}

function TopicView({ answer, topic, urlParams, onAct, onRefused }: { answer: ForumAnswer; topic: NonNullable<ForumAnswer['topic']>; urlParams: string; onAct(e: Editing | { kind: 'pin'; topic: ForumTopic }): void; onRefused(): void }) {
  const { t } = useTranslation('forum');
  return (
    <Stack sx={{ gap: 2, mt: 1 }}>
      <Paper component="article" variant="outlined" aria-labelledby="forum-topic-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {topic.sticky && <Chip size="small" color="primary" variant="outlined" icon={<PushPin />} label={t('sticky')} sx={{ mb: 1, color: 'text.primary' }} />}
            <Typography id="forum-topic-title" variant="h5" component="h2" dir="auto" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
              {topic.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
              <span dir="auto">{t('by', { name: topic.displayName })}</span> · <When at={topic.createdAt} />
              {topic.editedAt && ` · ${t('edited')}`}
            </Typography>
          </Box>
          <PostActions
            mine={answer.userObjects.includes(topic._id)}
            moderator={answer.moderator}
            label={topic.title}
            onEdit={() => onAct({ kind: 'edit', topic, reply: null })}
            onDelete={() => onAct({ kind: 'delete', topic, reply: null })}
            pin={{ sticky: topic.sticky, onPin: () => onAct({ kind: 'pin', topic }) }}
          />
        </Stack>
        <PostText text={topic.content} />
      </Paper>

      <Typography variant="h6" component="h2">
        {t('repliesTitle')} <Chip size="small" label={t('replies', { count: topic.repliesCount })} sx={{ ms: 1 }} />
      </Typography>
      {topic.replies.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('noRepliesYet')}
        </Typography>
      ) : (
        <Stack component="ol" aria-label={t('repliesTitle')} sx={{ gap: 1.5, p: 0, m: 0 }}>
          {topic.replies.map((reply) => (
            <Paper key={reply._id} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
                    <Box component="span" dir="auto" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      {reply.displayName}
                    </Box>{' '}
                    · <When at={reply.createdAt} />
                    {reply.editedAt && ` · ${t('edited')}`}
                  </Typography>
                  <PostText text={reply.content} />
                </Box>
                <PostActions
                  mine={answer.userObjects.includes(reply._id)}
                  moderator={answer.moderator}
                  label={reply.displayName}
                  onEdit={() => onAct({ kind: 'edit', topic, reply })}
                  onDelete={() => onAct({ kind: 'delete', topic, reply })}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ReplyBox topicId={topic._id} urlParams={urlParams} randoms={answer.randoms} onRefused={onRefused} />
    </Stack>
  );
}
