import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import type { HtmlTemplate, TemplateFields } from '@contracts/backoffice/templates/template';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { useUnsavedPrompt } from '../../../shared/use-unsaved-prompt';
import { TemplateForm } from './template-form';
import { TemplateLifecycle } from './template-lifecycle';
import { TemplatePreview } from './template-preview';
import { templatesApi } from './templates-api';
import { VersionHistory } from './version-history';

type Mode = 'edit' | 'both' | 'preview';

const fieldsOf = (x: HtmlTemplate): TemplateFields => ({
  subject: x.subject ?? '',
  preheader: x.preheader ?? '',
  from: x.from ?? '',
  fromObj: { signatureName: x.fromObj?.signatureName ?? '', replyTo: x.fromObj?.replyTo ?? '' },
  content: x.content ?? '',
  isTalentsNewsletter: x.isTalentsNewsletter ?? false,
  daysSendAfter: x.daysSendAfter ?? null,
  templateElements: (x.templateElements ?? []).map((e) => ({ type: e.type, link: e.link ?? '', text: e.text ?? '', alt: e.alt ?? '' })),
  noMainHtml: x.noMainHtml ?? false,
  simpleContent: x.simpleContent ?? false,
  mainHtml: x.mainHtml ?? '',
  css: x.css ?? '',
});

// Who may change a template: admins anything; others only a custom template not active.
const mayEdit = (x: HtmlTemplate, isAdmin: boolean) => isAdmin || (x.kind === 'custom' && !x.active);

function Editor({ template, versions }: { template: HtmlTemplate; versions: Parameters<typeof VersionHistory>[0]['versions'] }) {
  const { t } = useTranslation('templates');
  const notices = useNotices();
  const mobile = useIsMobile();
  const { user, isAdmin } = useCurrentUser();
  const { data: list } = templatesApi.useGetHtmlTemplatesQuery({});
  const [mode, setMode] = useState<Mode>('both');
  const [saved, setSaved] = useState(() => fieldsOf(template));
  const [fields, setFields] = useState(saved);
  const [save, saving] = templatesApi.useSaveHtmlTemplateMutation();
  const [restore, restoring] = templatesApi.useRestoreHtmlTemplateVersionMutation();
  const [reset, resetting] = templatesApi.useResetHtmlTemplateMutation();
  const [askReset, setAskReset] = useState(false);
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);
  const blocker = useUnsavedPrompt(dirty);
  const editable = mayEdit(template, isAdmin);

  // a version saved (here or restored) is what the editor then holds
  useEffect(() => {
    const now = fieldsOf(template);
    setSaved(now);
    setFields(now);
  }, [template.version, template._id]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    const done = await save({ template: template._id, data: fields, baseVersion: template.version });
    // refused: the 'Error' dialog says why, and everything typed stays in the editor
    if ('error' in done) notices.error(done.error);
    else notices.snackbar(t('messages.TemplateSaved'));
  };

  const form = (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {template.kind === 'supports' ? t('editor.frameAdminOnly') : t('editor.readOnly')}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        onKeyDown={(e) => {
          // Ctrl+S / ⌘S saves, as editors do
          if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
            e.preventDefault();
            if (dirty && editable) void submit();
          }
        }}
      >
        <TemplateForm template={template} fields={fields} fromOptions={list?.fromOptions ?? []} disabled={!editable} onChange={setFields} />
        <Stack direction="row" sx={{ gap: 1.5, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!dirty || !editable} loading={saving.isLoading}>
            {t('editor.save')}
          </Button>
          {dirty && <Chip size="small" color="warning" label={t('editor.unsaved')} />}
          {template.kind === 'product' && isAdmin && template.activeVersion !== null && (
            <Button color="warning" onClick={() => setAskReset(true)}>
              {t('editor.reset')}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
  const preview = <TemplatePreview template={template} fields={fields} dirty={dirty} />;

  return (
    // the screen follows the reader's language; a Hebrew template's own texts and preview read right to left
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/templates" startIcon={<ArrowBackOutlined />}>
          {t('editor.back')}
        </Button>
        <Typography variant="h5" component="h2" dir="ltr" sx={{ fontSize: 22, overflowWrap: 'anywhere', flex: 1 }}>
          {template.name}
        </Typography>
        <Chip size="small" label={t(`kinds.${template.isTalentsNewsletter ? 'newsletter' : template.kind}`)} />
        <Chip size="small" variant="outlined" label={t(`languages.${template.language}`)} />
        <Chip size="small" color={template.active ? 'success' : 'default'} label={t(`states.${template.active ? 'active' : 'inactive'}`)} />
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next: Mode | null) => next && setMode(next)} aria-label={t('editor.modes')}>
          <ToggleButton value="edit">{t('editor.edit')}</ToggleButton>
          <ToggleButton value="both">{t('editor.both')}</ToggleButton>
          <ToggleButton value="preview">{t('editor.preview')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
        {template.description}
      </Typography>
      {mode === 'both' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: mobile ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' }}>
          {form}
          {preview}
        </Box>
      ) : mode === 'edit' ? (
        form
      ) : (
        preview
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        {template.kind !== 'supports' && <TemplateLifecycle template={template} dirty={dirty} isAdmin={isAdmin} myEmail={user?.email ?? ''} />}
        <VersionHistory
          versions={versions}
          latest={template.version}
          activeVersion={template.activeVersion}
          disabled={!editable}
          busy={restoring.isLoading}
          onRestore={(version) =>
            void restore({ template: template._id, version }).then((done) => {
              if ('error' in done) notices.error(done.error);
              else notices.snackbar(t('messages.TemplateRestored', { version }));
            })
          }
        />
      </Box>
      <ConfirmDialog
        open={askReset}
        title={t('editor.resetTitle')}
        text={t('editor.resetText')}
        confirmLabel={t('editor.reset')}
        danger
        busy={resetting.isLoading}
        onCancel={() => setAskReset(false)}
        onConfirm={() => {
          setAskReset(false);
          void reset({ template: template._id }).then((done) => {
            if ('error' in done) notices.error(done.error);
            else notices.snackbar(t('messages.TemplateResetDone'));
          });
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('editor.leaveTitle')}
        text={t('editor.leaveText')}
        confirmLabel={t('editor.leave')}
        cancelLabel={t('editor.stay')}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}

// /templates/{template}: loads the template and its versions.
export function TemplateEditor({ id }: { id: string }) {
  const { t } = useTranslation('templates');
  const { data, error, refetch } = templatesApi.useGetHtmlTemplateVersionsQuery({ template: id });
  if (error) return <LoadFailed text={t('editor.notFound')} onRetry={refetch} />;
  if (!data)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('title')} />
      </Box>
    );
  return <Editor template={data.template} versions={data.versions} />;
}
