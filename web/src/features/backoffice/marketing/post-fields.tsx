import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MARKETING_SUBTYPES, MARKETING_TYPES, POST_STATUSES } from '@contracts/backoffice/marketing/marketing';
import type { PostFields, Version } from '@contracts/backoffice/marketing/post';
import { dayText } from './calendar-dates';

type Errors = Record<string, string>;
const flags = ['isGoogle', 'isTikTok', 'isYouTube'] as const;

// The post's own fields, to edit.
export function PostFieldsForm({ draft, onChange, errors }: { draft: PostFields; onChange: (next: PostFields) => void; errors: Errors }) {
  const { t } = useTranslation('marketing');
  const set = <K extends keyof PostFields>(key: K, value: PostFields[K]) => onChange({ ...draft, [key]: value });
  const select = (key: 'type' | 'subType' | 'status', options: readonly string[], translate = false) => (
    <TextField select fullWidth label={t(`post.${key}`)} value={draft[key]} onChange={(e) => set(key, e.target.value)} error={!!errors[key]} helperText={errors[key]}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {translate ? t(`status.${o as 'New'}`) : o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField fullWidth required autoFocus label={t('post.name')} value={draft.name} onChange={(e) => set('name', e.target.value)} error={!!errors.name} helperText={errors.name} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{select('status', POST_STATUSES, true)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('type', MARKETING_TYPES)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{select('subType', MARKETING_SUBTYPES)}</Grid>
      <Grid size={{ xs: 12 }}>
        <TextField fullWidth type="url" label={t('post.contentLink')} value={draft.contentLink} onChange={(e) => set('contentLink', e.target.value)} error={!!errors.contentLink} helperText={errors.contentLink} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControlLabel control={<Checkbox checked={draft.isTest} onChange={(e) => onChange({ ...draft, isTest: e.target.checked, endTest: e.target.checked ? draft.endTest : null })} />} label={t('post.isTest')} />
        {draft.isTest && (
          <TextField type="date" size="small" label={t('post.endTest')} value={draft.endTest ?? ''} onChange={(e) => set('endTest', e.target.value || null)} slotProps={{ inputLabel: { shrink: true } }} error={!!errors.endTest} helperText={errors.endTest} />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormLabel component="legend">{t('post.flags')}</FormLabel>
        <FormGroup row>
          {flags.map((flag) => (
            <FormControlLabel key={flag} control={<Checkbox checked={draft[flag]} onChange={(e) => set(flag, e.target.checked)} />} label={t(`post.${flag}`)} />
          ))}
        </FormGroup>
      </Grid>
      {errors.versions && (
        <Grid size={{ xs: 12 }}>
          <Typography color="error" variant="body2">
            {errors.versions}
          </Typography>
        </Grid>
      )}
      {errors.defaultVersion && (
        <Grid size={{ xs: 12 }}>
          <Typography color="error" variant="body2">
            {errors.defaultVersion}
          </Typography>
        </Grid>
      )}
    </Grid>
  );
}

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
    <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 120 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

// The post's fields, to read.
export function PostFieldsView({ post }: { post: PostFields }) {
  const { t } = useTranslation('marketing');
  const on = flags.filter((f) => post[f]).map((f) => t(`post.${f}`));
  return (
    <Stack sx={{ gap: 0.75 }}>
      <Line label={t('post.status')}>{t(`status.${post.status as 'New'}`, { defaultValue: post.status })}</Line>
      <Line label={t('post.type')}>
        {post.type} · {post.subType}
      </Line>
      {post.contentLink && (
        <Line label={t('post.contentLink')}>
          <Link href={post.contentLink} target="_blank" rel="noopener noreferrer" dir="ltr">
            {post.contentLink}
          </Link>
        </Line>
      )}
      {post.isTest && <Line label={t('post.isTest')}>{post.endTest ? `${t('post.endTest')}: ${dayText(post.endTest)}` : '✓'}</Line>}
      {on.length > 0 && <Line label={t('post.flags')}>{on.join(', ')}</Line>}
    </Stack>
  );
}

const texts = ['beforeCTA', 'afterCTA', 'comments', 'reshareText', 'additionalText', 'whatChanged'] as const;

// A version's texts, to edit (a deleted one stays as it was).
export function VersionForm({ version, onChange, disabled }: { version: Version; onChange: (next: Version) => void; disabled: boolean }) {
  const { t } = useTranslation('marketing');
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField label={t('post.version.name')} value={version.name} disabled={disabled} required onChange={(e) => onChange({ ...version, name: e.target.value })} slotProps={{ htmlInput: { dir: 'auto', maxLength: 100 } }} />
      {texts.map((key) => (
        <TextField key={key} multiline minRows={key === 'beforeCTA' || key === 'afterCTA' ? 3 : 1} label={t(`post.version.${key}`)} value={version[key]} disabled={disabled} onChange={(e) => onChange({ ...version, [key]: e.target.value })} slotProps={{ htmlInput: { dir: 'auto' } }} />
      ))}
    </Stack>
  );
}

// A version's texts, to read.
export function VersionView({ version }: { version: Version }) {
  const { t } = useTranslation('marketing');
  return (
    <Stack sx={{ gap: 0.75 }}>
      {texts.map((key) => (
        <Line key={key} label={t(`post.version.${key}`)}>
          {version[key] || t('post.noText')}
        </Line>
      ))}
    </Stack>
  );
}
