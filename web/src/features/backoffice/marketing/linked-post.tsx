import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { SEARCH_MIN } from '@contracts/backoffice/marketing/marketing';
import type { EventPostDraft } from './event-form';
import { marketingApi } from './marketing-api';

const figures = ['impressions', 'questionnairesCount', 'veryRelevant', 'soSoRelevant', 'notRelevant'] as const;

// A post an event publishes: its version (the post's default when blank) and, once published, what
// the publish brought.
export function LinkedPost({ post, figures: showFigures, onChange, onRemove }: { post: EventPostDraft; figures: boolean; onChange: (next: EventPostDraft) => void; onRemove: () => void }) {
  const { t } = useTranslation('marketing');
  const { data } = marketingApi.useFindMPostsQuery({ search: post.name.slice(0, SEARCH_MIN) }, { skip: post.name.length < SEARCH_MIN });
  const found = data?.posts.find((p) => p.name.toLowerCase() === post.name.toLowerCase());
  const versions = [...new Set([...(found?.versions ?? []), ...(post.version ? [post.version] : [])])];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">
          {post.name}
        </Typography>
        <TextField select size="small" label={t('event.version')} value={post.version} onChange={(e) => onChange({ ...post, version: e.target.value })} sx={{ width: 170, flexShrink: 0 }}>
          <MenuItem value="">{t('event.defaultVersion', { name: found?.defaultVersion ?? '' })}</MenuItem>
          {versions.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <IconButton onClick={onRemove} aria-label={t('event.removePost', { name: post.name })}>
          <LinkOffOutlined />
        </IconButton>
      </Stack>
      {showFigures && (
        <Grid container spacing={1} sx={{ mt: 1 }} role="group" aria-label={t('event.figures')}>
          {figures.map((key) => (
            <Grid key={key} size={{ xs: 6, sm: 4 }}>
              <TextField
                size="small"
                type="number"
                fullWidth
                label={t(`publish.${key}`)}
                value={post[key]}
                onChange={(e) => onChange({ ...post, [key]: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
                slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Paper>
  );
}
