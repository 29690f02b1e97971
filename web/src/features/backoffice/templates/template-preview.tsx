import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HtmlTemplate, TemplateFields } from '@contracts/backoffice/templates/template';
import { errorText } from '../../../shared/api-error';
import { templatesApi } from './templates-api';

// what is typed is previewed once the typing pauses
const PAUSE_MS = 600;

// The mail as it would be sent, filled with sample values: the saved version, or what the editor
// holds unsaved. The HTML is shown in a sandboxed frame: nothing in it runs.
export function TemplatePreview({ template, fields, dirty }: { template: HtmlTemplate; fields: TemplateFields; dirty: boolean }) {
  const { t } = useTranslation('templates');
  const [shown, setShown] = useState({ fields, dirty });
  useEffect(() => {
    const timer = setTimeout(() => setShown({ fields, dirty }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [fields, dirty]);
  const { data, error, isFetching } = templatesApi.usePreviewhtmlTemplateQuery({ template: template._id, params: {}, ...(shown.dirty ? { data: shown.fields } : {}) });
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column', minHeight: 480 }}>
      {isFetching ? <LinearProgress aria-label={t('editor.preview')} /> : <div style={{ height: 4 }} />}
      {error ? (
        <Alert severity="error" sx={{ m: 2, whiteSpace: 'pre-wrap' }}>
          {errorText(error, t('editor.previewError'))}
        </Alert>
      ) : null}
      {data && (
        <>
          <Typography variant="body2" dir="auto" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            {t('editor.previewSubject', { subject: data.subject })}
          </Typography>
          <iframe title={t('editor.previewTitle', { name: template.name })} sandbox="" srcDoc={data.html} style={{ border: 0, width: '100%', flex: 1, minHeight: 560, background: '#f3f5f9' }} />
        </>
      )}
    </Paper>
  );
}
