import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { EXPLANATION, explanationTypes, type ExplanationType } from '@contracts/backoffice/journey-settings/explanations';
import { LoadFailed } from '../../../shared/load-failed';
import { errorText } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { ExplanationCard } from './explanation-card';
import { journeySettingsApi as a } from './journey-settings-api';
import { SettingsSection } from './settings-section';
import { StepText } from './step-text';

// The explanations clients read beside a step: the step chosen, its own short text, then its
// explanations in order, each edited in place; a new one goes last.
export function ExplanationsEditor() {
  const { t } = useTranslation('journeySettings');
  const notices = useNotices();
  const [type, setType] = useState<ExplanationType>('TitleDetails');
  const [adding, setAdding] = useState(false);
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const { data, isLoading, error, refetch } = a.useGetExplanationsQuery({ type });
  const [save, saving] = a.useSaveExplanationMutation();
  const [swap, swapping] = a.useSwitchExplanationOrderMutation();
  const [upload, uploading] = a.useUploadExplanationImageMutation();
  const list = data?.explanations ?? [];
  const busy = saving.isLoading || swapping.isLoading || uploading.isLoading;

  const move = async (index: number, direction: -1 | 1) => {
    const one = list[index];
    const other = list[index + direction];
    if (!one || !other) return;
    setMoveFailure(null);
    try {
      await swap({ type, exp1: { id: one._id, order: one.order }, exp2: { id: other._id, order: other.order } }).unwrap();
    } catch (failure) {
      setMoveFailure(errorText(failure, t('moveFailed')));
      void refetch();
    }
  };
  const uploadFor = (id: string) => async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('type', type);
    form.append('id', id);
    await upload(form).unwrap();
  };

  return (
    <SettingsSection title={t('explanationsTitle')} help={t('explanationsHelp')}>
      <TextField
        select
        size="small"
        label={t('step')}
        value={type}
        onChange={(e) => {
          setType(e.target.value as ExplanationType);
          setAdding(false);
          setMoveFailure(null);
        }}
        sx={{ width: { xs: '100%', sm: 280 }, mb: 2 }}
      >
        {explanationTypes.map((step) => (
          <MenuItem key={step} value={step}>
            {t(`steps.${step}`)}
          </MenuItem>
        ))}
      </TextField>
      <StepText step={type} />
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1, fontSize: 18 }}>
        {t('explanationsOf', { step: t(`steps.${type}`) })}
      </Typography>
      {moveFailure && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {moveFailure}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : error ? (
        <LoadFailed text={t('explanationsLoadError')} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={1.5}>
          {!list.length && !adding && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {t('noExplanations')}
            </Typography>
          )}
          {list.map((explanation, index) => (
            <ExplanationCard
              key={explanation._id}
              type={type}
              explanation={explanation}
              position={index}
              count={list.length}
              busy={busy}
              onSave={async (newData) => {
                await save({ newData }).unwrap();
                notices.snackbar(t('explanationSaved'));
              }}
              onMove={(direction) => void move(index, direction)}
              onUpload={uploadFor(explanation._id)}
            />
          ))}
          {adding ? (
            <ExplanationCard
              type={type}
              explanation={null}
              position={list.length}
              count={list.length + 1}
              busy={busy}
              onSave={async (newData) => {
                await save({ newData }).unwrap();
                setAdding(false);
                notices.snackbar(t('explanationSaved'));
              }}
              onCancelNew={() => setAdding(false)}
            />
          ) : (
            <Box>
              <Button startIcon={<AddRounded />} onClick={() => setAdding(true)} disabled={list.length >= EXPLANATION.perType}>
                {t('addExplanation')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
