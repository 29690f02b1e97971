import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import YouTube from '@mui/icons-material/YouTube';
import type { ImportAnswer, ReviewData } from '@contracts/backoffice/reviews/calls';
import { errorText } from '../../../shared/api-error';
import { consentUrl, takeTokenFromLocation } from './listing-token';
import { reviewsApi } from './reviews-api';

// An import's state as its button shows it (spec §4 "Imports"): initial, fetching, success, fail.
type ImportState = { isLoading: boolean; isSuccess: boolean; isError: boolean; error?: unknown; data?: ImportAnswer };
const stateIcon = (s: ImportState): ReactNode => (s.isSuccess ? <CheckCircleOutlined /> : s.isError ? <ErrorOutlined /> : undefined);

function Outcome({ state, denied }: { state: ImportState; denied?: string | null }) {
  const { t } = useTranslation('reviews');
  if (denied) return <Alert severity="error">{t('imports.denied', { error: denied })}</Alert>;
  if (state.isError) return <Alert severity="error">{errorText(state.error, t('imports.fail'))}</Alert>;
  if (state.isSuccess && state.data) return <Alert severity="success">{t('imports.done', state.data.imported)}</Alert>;
  return null;
}

// An export uploaded from the computer: JSON or CSV by its name or type.
function FileButton({ label, busy, onFile }: { label: string; busy: boolean; onFile: (file: { name: string; format: 'json' | 'csv'; text: string }) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const format = /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'json';
    onFile({ name: file.name, format, text: await file.text() });
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input ref={input} hidden type="file" accept=".json,.csv,application/json,text/csv" aria-label={label} onChange={(e) => void pick(e.target.files?.[0])} />
    </>
  );
}

function ImportGroup({ children, hint, outcome }: { children: ReactNode; hint: string | null; outcome: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {children}
      </Stack>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
      {outcome}
    </Stack>
  );
}

// The two imports with their files. The listing's implicit flow comes back here with its token in
// the hash: read once, removed from the address, sent to the server with the import.
export function ImportBar({ data }: { data: ReviewData }) {
  const { t } = useTranslation('reviews');
  const [importVideos, videos] = reviewsApi.useSaveVideosFromYoutubeMutation();
  const [importReviews, reviews] = reviewsApi.useSaveReviewsFromGoogleMutation();
  const [returned] = useState(() => takeTokenFromLocation(window.location, window.history));
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !returned || !('token' in returned)) return;
    sent.current = true;
    void importReviews({ accessToken: returned.token });
  }, [returned, importReviews]);
  const label = (state: ImportState, idle: string) => (state.isLoading ? t('imports.fetching') : state.isSuccess ? t('imports.success') : state.isError ? t('imports.fail') : idle);
  const { videos: videoSource, listing } = data.sources;
  const clientId = data.googleCientId;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ImportGroup hint={videoSource.ready ? null : t('imports.missing', { missing: videoSource.missing.join(', ') })} outcome={<Outcome state={videos} />}>
          <Button
            variant="contained"
            startIcon={stateIcon(videos) ?? <YouTube />}
            loading={videos.isLoading}
            disabled={!videoSource.ready}
            color={videos.isError ? 'error' : 'primary'}
            onClick={() => void importVideos({})}
          >
            {label(videos, t('imports.videos'))}
          </Button>
          <FileButton label={t('imports.videosFile')} busy={videos.isLoading} onFile={(file) => void importVideos({ file })} />
        </ImportGroup>
        <ImportGroup hint={listing.ready ? null : t('imports.missing', { missing: listing.missing.join(', ') })} outcome={<Outcome state={reviews} denied={returned && 'error' in returned ? returned.error : null} />}>
          <Button
            variant="contained"
            startIcon={stateIcon(reviews) ?? <RateReviewOutlined />}
            loading={reviews.isLoading}
            disabled={!clientId}
            color={reviews.isError ? 'error' : 'primary'}
            onClick={() => clientId && window.location.assign(consentUrl(clientId, `${window.location.origin}${window.location.pathname}`))}
          >
            {label(reviews, t('imports.reviews'))}
          </Button>
          <FileButton label={t('imports.reviewsFile')} busy={reviews.isLoading} onFile={(file) => void importReviews({ file })} />
        </ImportGroup>
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
        {t('imports.fileHint')}
      </Typography>
    </Paper>
  );
}
