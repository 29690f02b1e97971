import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { EXPLANATION, explanationDraftSchema, type Explanation, type ExplanationType } from '@contracts/backoffice/journey-settings/explanations';
import { translateMessage } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';

type Fields = { title: string; textBeforeImage: string; textAfterImage: string };
type Props = {
  type: ExplanationType;
  // null: a new one, not saved yet
  explanation: Explanation | null;
  position: number;
  count: number;
  busy: boolean;
  onSave: (newData: Fields & { _id?: string; type: ExplanationType }) => Promise<unknown>;
  onMove?: (direction: -1 | 1) => void;
  onUpload?: (file: File) => Promise<unknown>;
  onCancelNew?: () => void;
};

const fieldsOf = (e: Explanation | null): Fields => ({ title: e?.title ?? '', textBeforeImage: e?.textBeforeImage ?? '', textAfterImage: e?.textAfterImage ?? '' });

// One explanation of a step: its title, the text before and after its image (six rows at most on
// screen, scrolling past them), the image, Save once something changed, and arrows that swap it
// with its neighbour.
export function ExplanationCard({ type, explanation, position, count, busy, onSave, onMove, onUpload, onCancelNew }: Props) {
  const { t } = useTranslation('journeySettings');
  const [fields, setFields] = useState<Fields>(() => fieldsOf(explanation));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const saved = fieldsOf(explanation);
  const changed = (Object.keys(fields) as (keyof Fields)[]).some((k) => fields[k] !== saved[k]);
  const heading = explanation ? fields.title || t('untitled') : t('newExplanation');

  const save = async () => {
    const draft = { ...(explanation ? { _id: explanation._id } : {}), type, ...fields };
    const checked = explanationDraftSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message)])));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await onSave(checked.data);
      if (!explanation) setFields(fieldsOf(null));
    } catch (error) {
      const issues = errorIssues(error);
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.replace(/^newData\./, ''), translateMessage(i.message)])));
      else setFailure(errorText(error, t('saveFailed')));
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file || !onUpload) return;
    setFailure(null);
    try {
      await onUpload(file);
    } catch (error) {
      setFailure(errorText(error, t('uploadFailed')));
    }
  };
  const text = (name: keyof Fields, label: string, multiline: boolean) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      multiline={multiline}
      {...(multiline ? { minRows: 2, maxRows: EXPLANATION.rowsOnScreen } : {})}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { dir: 'auto', maxLength: multiline ? EXPLANATION.textMax : EXPLANATION.titleMax } }}
    />
  );

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h4" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{heading}</bdi>
          </Typography>
          {explanation && onMove && (
            <>
              <Tooltip title={t('moveUp')}>
                <span>
                  <IconButton aria-label={t('moveUpNamed', { title: saved.title })} disabled={position === 0 || busy} onClick={() => onMove(-1)}>
                    <ArrowUpwardRounded />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('moveDown')}>
                <span>
                  <IconButton aria-label={t('moveDownNamed', { title: saved.title })} disabled={position === count - 1 || busy} onClick={() => onMove(1)}>
                    <ArrowDownwardRounded />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          )}
        </Box>
        {text('title', t('explanationTitle'), false)}
        {text('textBeforeImage', t('textBeforeImage'), true)}
        {explanation && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            {explanation.imageUrl ? (
              <Box component="img" src={explanation.imageUrl} alt={t('imageOf', { title: saved.title })} sx={{ maxWidth: 160, maxHeight: 100, borderRadius: 1, border: 1, borderColor: 'divider', objectFit: 'contain' }} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('noImage')}
              </Typography>
            )}
            <Button size="small" startIcon={<ImageOutlined />} onClick={() => fileInput.current?.click()} disabled={busy}>
              {explanation.imageUrl ? t('replaceImage') : t('addImage')}
            </Button>
            <input ref={fileInput} type="file" hidden accept="image/png,image/jpeg,image/webp" aria-label={t('imageFile', { title: saved.title })} onChange={(e) => void upload(e.target.files?.[0])} />
          </Box>
        )}
        {text('textAfterImage', t('textAfterImage'), true)}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          {(changed || !explanation) && (
            <Button onClick={() => (explanation ? setFields(saved) : onCancelNew?.())} disabled={busy}>
              {t('cancel')}
            </Button>
          )}
          <Button variant="contained" onClick={() => void save()} disabled={!changed} loading={busy}>
            {t('save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
