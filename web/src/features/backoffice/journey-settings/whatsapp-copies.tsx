import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { copyFromSchema, defaultCopyFrom } from '@contracts/backoffice/journey-settings/copies';
import { translateMessage } from '../../../app/i18n';
import { errorText } from '../../../shared/api-error';
import { journeySettingsApi } from './journey-settings-api';
import { SettingsSection } from './settings-section';

type Which = 'newsletter' | 'questionnaires';
export const COPIED_FOR_MS = 2000;

// A day (yesterday, or Thursday on a Sunday) and two buttons that copy a text for WhatsApp: the
// newsletter's news and the questionnaires by status. 'Copied' shows for 2 seconds; the text stays
// below, to copy by hand where the browser does not let the page write to the clipboard.
export function WhatsAppCopies({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('journeySettings');
  const [from, setFrom] = useState(() => defaultCopyFrom(now()));
  const [copied, setCopied] = useState<Which | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [newsletter, newsletterState] = journeySettingsApi.useLazyGetNewsletterWhatsAppQuery();
  const [questionnaires, questionnairesState] = journeySettingsApi.useLazyGetQuestionairesStatusesQuery();
  useEffect(() => () => clearTimeout(timer.current), []);
  const day = copyFromSchema.safeParse(from);
  const dayError = day.success ? null : translateMessage(day.error.issues[0]?.message ?? '');

  const copy = async (which: Which) => {
    setFailure(null);
    setCopied(null);
    try {
      const answer = await (which === 'newsletter' ? newsletter({ from }) : questionnaires({ from })).unwrap();
      setText(answer.text);
      await navigator.clipboard.writeText(answer.text);
      setCopied(which);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    } catch (error) {
      setFailure(error instanceof Error ? t('copyFailed') : errorText(error, t('loadFailed')));
    }
  };
  const button = (which: Which, busy: boolean) => (
    <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copy(which)} disabled={!day.success} loading={busy} sx={{ minHeight: 40 }}>
      {copied === which ? t('copied') : t(which === 'newsletter' ? 'newsletterWhatsApp' : 'questionnairesStatuses')}
    </Button>
  );
  return (
    <SettingsSection title={t('copiesTitle')} help={t('copiesHelp')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={Boolean(dayError)}
          helperText={dayError ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        {button('newsletter', newsletterState.isFetching)}
        {button('questionnaires', questionnairesState.isFetching)}
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 0 }}>
        {copied && <Typography sx={{ color: 'success.main', fontWeight: 600 }}>{t('copiedNotice')}</Typography>}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {text !== null && (
        <TextField
          label={t('copiedText')}
          value={text}
          multiline
          maxRows={8}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'auto' } }}
          sx={{ mt: 1.5 }}
        />
      )}
    </SettingsSection>
  );
}
