import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Post, PostFields, PostFieldsInput } from '@contracts/backoffice/marketing/post';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorIssues, errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { TitleWithClose } from './dialog-title';
import { EventDialog, publishEvent } from './event-dialog';
import { marketingApi } from './marketing-api';
import { PostFieldsForm, PostFieldsView, VersionForm, VersionView } from './post-fields';
import { emptyPost, fieldsOf, withClone, withClosed, withDefault, withNewVersion } from './post-form';
import { PublishesTable } from './publishes-table';

type Props = { post: Post | null; onClose: () => void };

// A post in VIEW mode (its fields, a tab per version with the version's actions, its publishes) or
// EDIT mode (the fields and the chosen version's texts). A new post opens in EDIT.
export function PostDialog({ post: opened, onClose }: Props) {
  const { t } = useTranslation('marketing');
  const mobile = useIsMobile();
  // the post as last saved: a new one becomes an edit once saved
  const [post, setPost] = useState<Post | null>(opened);
  const notices = useNotices();
  const [mode, setMode] = useState<'VIEW' | 'EDIT'>(post ? 'VIEW' : 'EDIT');
  const [draft, setDraft] = useState<PostFields>(post ? fieldsOf(post) : emptyPost());
  const [tab, setTab] = useState(() => Math.max(0, post ? post.versions.findIndex((v) => v.name === post.defaultVersion) : 0));
  const [deleting, setDeleting] = useState<number | null>(null);
  const [publishing, setPublishing] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const [save, saving] = marketingApi.useCreateEditMPostMutation();
  const saved = post ? fieldsOf(post) : null;
  const version = draft.versions[Math.min(tab, draft.versions.length - 1)]!;

  // every action saves the whole post; a refusal shows by its field
  const store = async (next: PostFields, after?: () => void) => {
    setProblem(null);
    try {
      // the draft's type, subtype and status come from the contract's lists
      const newData = next as PostFieldsInput;
      const answer = await save({ newData, ...(post ? { editId: post._id } : {}) }).unwrap();
      setPost(answer.post);
      setDraft(fieldsOf(answer.post));
      notices.snackbar(t('saved'));
      setMode('VIEW');
      after?.();
    } catch (error) {
      const fields = Object.fromEntries(errorIssues(error).map((i) => [i.path.replace(/^newData\./, ''), i.message]));
      setProblem({ text: errorText(error, t('somethingWentWrong')), fields });
    }
  };
  const act = (next: PostFields, selected = tab) => void store(next, () => setTab(selected));

  const title = post ? draft.name || t('post.viewTitle') : t('post.newTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={mobile} aria-labelledby="post-title">
      <TitleWithClose id="post-title" closeLabel={t('post.close')} onClose={onClose}>
        {title}
      </TitleWithClose>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem.text}
          </Alert>
        )}
        {mode === 'EDIT' ? <PostFieldsForm draft={draft} onChange={setDraft} errors={problem?.fields ?? {}} /> : <PostFieldsView post={draft} />}
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          {t('post.versions')}
        </Typography>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={Math.min(tab, draft.versions.length - 1)} onChange={(_e, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('post.versionTabs')}>
            {draft.versions.map((v, i) => (
              <Tab
                key={`${v.name}-${i}`}
                value={i}
                label={
                  <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
                    <span dir="auto">{v.name || '…'}</span>
                    {v.name === draft.defaultVersion && <Chip size="small" color="primary" label={t('post.default')} />}
                    {v.closed && <Chip size="small" label={t('post.closed')} />}
                  </Stack>
                }
              />
            ))}
          </Tabs>
        </Box>
        <Box sx={{ pt: 2 }}>
          {mode === 'EDIT' ? (
            <VersionForm version={version} disabled={version.closed} onChange={(next) => setDraft({ ...draft, versions: draft.versions.map((v, i) => (i === tab ? next : v)) })} />
          ) : (
            <VersionView version={version} />
          )}
        </Box>
        {mode === 'VIEW' && saved && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
            <Button variant="outlined" disabled={version.closed} onClick={() => setMode('EDIT')}>
              {t('post.actions.edit')}
            </Button>
            <Button variant="outlined" disabled={version.closed || version.name === draft.defaultVersion || saving.isLoading} onClick={() => act(withDefault(draft, version.name))}>
              {t('post.actions.makeDefault')}
            </Button>
            <Button variant="outlined" disabled={saving.isLoading} onClick={() => act(withClone(draft, tab), draft.versions.length)}>
              {t('post.actions.clone')}
            </Button>
            <Button variant="contained" disabled={version.closed} onClick={() => setPublishing(tab)}>
              {t('post.actions.publish')}
            </Button>
            <Button color="error" variant="outlined" disabled={version.closed || saving.isLoading} onClick={() => setDeleting(tab)}>
              {t('post.actions.delete')}
            </Button>
          </Stack>
        )}
        {mode === 'EDIT' && (
          <Button sx={{ mt: 2 }} onClick={() => (setDraft(withNewVersion(draft)), setTab(draft.versions.length))}>
            {t('post.actions.addVersion')}
          </Button>
        )}
        {post && mode === 'VIEW' && <PublishesTable postId={post._id} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {mode === 'EDIT' ? (
          <>
            <Button onClick={() => (post && saved ? (setDraft(saved), setMode('VIEW'), setProblem(null)) : onClose())}>{post ? t('post.view') : t('post.cancel')}</Button>
            <Button variant="contained" loading={saving.isLoading} onClick={() => void store(draft)}>
              {t('post.save')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('post.close')}</Button>
        )}
      </DialogActions>
      {deleting !== null && (
        <ConfirmDialog
          open
          danger
          title={t('post.deleteTitle', { name: draft.versions[deleting]!.name })}
          text={t('post.deleteText')}
          confirmLabel={t('post.deleteConfirm')}
          busy={saving.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const next = withClosed(draft, deleting);
            setDeleting(null);
            act(next);
          }}
        />
      )}
      {publishing !== null && post && (
        <EventDialog initial={publishEvent(draft.name, draft.versions[publishing]!.name)} title={t('event.publishTitle', { name: draft.name })} onClose={() => setPublishing(null)} onSaved={() => setPublishing(null)} />
      )}
    </Dialog>
  );
}
