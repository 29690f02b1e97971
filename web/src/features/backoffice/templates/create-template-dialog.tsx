import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEMPLATE_NAME_MAX } from '@contracts/backoffice/templates/template';
import { errorIssues } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { templatesApi } from './templates-api';

const BLANK = '';
const starter = '<mj-text>\n  <p>Hi {{firstName}},</p>\n  <p></p>\n</mj-text>';

// A new custom template or talent newsletter: blank, or a copy of another template.
export function CreateTemplateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('templates');
  const notices = useNotices();
  const navigate = useNavigate();
  const { data } = templatesApi.useGetHtmlTemplatesQuery({ kind: 'custom' });
  const { data: all } = templatesApi.useGetHtmlTemplatesQuery({});
  const [create, creating] = templatesApi.useCreateEmailTemplateMutation();
  const [copy, copying] = templatesApi.useCopyHtmlTemplateMutation();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<'en' | 'he'>('en');
  const [newsletter, setNewsletter] = useState(true);
  const [source, setSource] = useState(BLANK);
  const [nameProblem, setNameProblem] = useState<string | null>(null);

  const submit = async () => {
    const from = all?.fromOptions[0]?.email ?? '';
    const done =
      source === BLANK
        ? await create({ name, language, subject: '', from, content: starter, isTalentsNewsletter: newsletter, daysSendAfter: newsletter ? 7 : null })
        : await copy({ template: source, name });
    if ('error' in done) {
      const issue = errorIssues(done.error).find((i) => i.path === 'name');
      if (issue) setNameProblem(issue.code ? t(`messages.${issue.code as 'TemplateNameRule'}`, { ...issue.params, defaultValue: issue.message }) : issue.message);
      else notices.error(done.error);
      return;
    }
    notices.snackbar(t('messages.TemplateSaved'));
    onClose();
    void navigate(`/templates/${done.data.template._id}`);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-template-title">
      <DialogTitle id="create-template-title">{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="create-template-form"
          sx={{ gap: 2, pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            autoFocus
            required
            label={t('create.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameProblem(null);
            }}
            error={nameProblem !== null}
            helperText={nameProblem ?? t('create.nameHelp')}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: TEMPLATE_NAME_MAX, pattern: '[A-Za-z0-9_\\-]+' } }}
          />
          <TextField select label={t('create.copyOf')} value={source} onChange={(e) => setSource(e.target.value)}>
            <MenuItem value={BLANK}>{t('create.blank')}</MenuItem>
            {(data?.htmlTemplates ?? []).map((x) => (
              <MenuItem key={x._id} value={x._id} dir="ltr">
                {x.name}
              </MenuItem>
            ))}
          </TextField>
          {source === BLANK && (
            <>
              <TextField select label={t('filters.language')} value={language} onChange={(e) => setLanguage(e.target.value as 'en' | 'he')}>
                <MenuItem value="en">{t('languages.en')}</MenuItem>
                <MenuItem value="he">{t('languages.he')}</MenuItem>
              </TextField>
              <FormControlLabel control={<Checkbox checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />} label={t('editor.isTalentsNewsletter')} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" form="create-template-form" variant="contained" loading={creating.isLoading || copying.isLoading} disabled={!name.trim()}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
