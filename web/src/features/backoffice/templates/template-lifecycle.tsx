import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HtmlTemplate } from '@contracts/backoffice/templates/template';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { templatesApi } from './templates-api';

type Props = { template: HtmlTemplate; dirty: boolean; isAdmin: boolean; myEmail: string };
type Done = { data?: { messageCode?: string; message: string }; error?: unknown };

const stepOf = (x: HtmlTemplate) => (x.active && x.activeVersion === x.version ? 3 : x.clickedReady ? 2 : x.sentTest ? 1 : 0);

// Draft → test → ready → active (spec §4): a test of the saved version to an address, the ready mail
// to the test addresses, then an admin activates. A product mail only takes tests.
export function TemplateLifecycle({ template, dirty, isAdmin, myEmail }: Props) {
  const { t } = useTranslation('templates');
  const notices = useNotices();
  const [email, setEmail] = useState(myEmail);
  const [asking, setAsking] = useState<'activate' | 'deactivate' | null>(null);
  const [test, testing] = templatesApi.useTestHtmlTemplateMutation();
  const [ready, readying] = templatesApi.useReadyActivateHtmlTemplateMutation();
  const [activate, activating] = templatesApi.useActivateNewsletterMutation();
  const said = (done: Done) => {
    if (!done.data) notices.error(done.error);
    else notices.snackbar(t(`messages.${(done.data.messageCode ?? 'TemplateSaved') as 'TemplateSaved'}`, { defaultValue: done.data.message }));
  };
  const custom = template.kind === 'custom';
  const steps = ['draft', 'tested', 'ready', 'active'] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1.5 }}>
        {t('editor.lifecycle')}
      </Typography>
      {custom && (
        <Stepper activeStep={stepOf(template)} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((step, i) => (
            <Step key={step} completed={stepOf(template) > i || (i === 3 && stepOf(template) === 3)}>
              <StepLabel>{t(`editor.steps.${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      {template.activeVersion !== null && custom && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('editor.activeVersion', { version: template.activeVersion })}
        </Typography>
      )}
      {dirty && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('editor.saveFirst')}
        </Alert>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          void test({ template: template._id, email, version: template.version, params: {} }).then(said);
        }}
      >
        <TextField size="small" type="email" required label={t('editor.testEmail')} value={email} onChange={(e) => setEmail(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200 } }} />
        <Button type="submit" variant="outlined" disabled={dirty || !email.trim()} loading={testing.isLoading}>
          {t('editor.sendTest')}
        </Button>
      </Stack>
      {custom && (
        <Stack direction="row" sx={{ gap: 1.5, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" disabled={dirty || !template.sentTest} loading={readying.isLoading} onClick={() => void ready({ template: template._id, params: {} }).then(said)}>
            {t('editor.ready')}
          </Button>
          {isAdmin && template.isTalentsNewsletter && (
            <Button variant="contained" color="success" disabled={dirty || !template.clickedReady} loading={activating.isLoading} onClick={() => setAsking('activate')}>
              {t('editor.activate')}
            </Button>
          )}
          {isAdmin && template.active && (
            <Button color="warning" onClick={() => setAsking('deactivate')}>
              {t('editor.deactivate')}
            </Button>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
            {t('editor.readyHelp')}
          </Typography>
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'deactivate' ? t('editor.deactivateTitle') : t('editor.activateTitle')}
        text={asking === 'deactivate' ? t('editor.deactivateText') : t('editor.activateText', { version: template.version, days: template.daysSendAfter ?? 0 })}
        confirmLabel={asking === 'deactivate' ? t('editor.deactivate') : t('editor.activate')}
        danger={asking === 'deactivate'}
        busy={activating.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const active = asking === 'activate';
          setAsking(null);
          void activate({ template: template._id, active }).then(said);
        }}
      />
    </Paper>
  );
}
