import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { HtmlTemplate } from '@contracts/backoffice/templates/template';
import { dateText } from '../../../shared/format';
import { LoadFailed } from '../../../shared/load-failed';
import { CreateTemplateDialog } from './create-template-dialog';
import { templatesApi } from './templates-api';

type Filters = { kind: 'all' | 'product' | 'custom' | 'newsletter' | 'supports'; active: 'all' | 'active' | 'inactive'; language: 'all' | 'en' | 'he'; search: string };
const initial: Filters = { kind: 'all', active: 'all', language: 'all', search: '' };

const kindOf = (x: HtmlTemplate) => (x.isTalentsNewsletter ? 'newsletter' : x.kind);

function Row({ template }: { template: HtmlTemplate }) {
  const { t, i18n } = useTranslation('templates');
  return (
    <ListItemButton component={RouterLink} to={`/templates/${template._id}`} divider sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', py: 1.5 }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="ltr">
          {template.name}
        </Typography>
        <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {template.subject || template.description}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={t(`kinds.${kindOf(template)}`)} />
        <Chip size="small" variant="outlined" label={t(`languages.${template.language}`)} />
        <Chip size="small" color={template.active ? 'success' : 'default'} label={t(`states.${template.active ? 'active' : 'inactive'}`)} />
        <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 130 }}>
          {template.updatedAt ? t('edited', { version: template.version, date: dateText(template.updatedAt, i18n.language) }) : t('fromFile')}
        </Typography>
      </Stack>
    </ListItemButton>
  );
}

// Every template, filtered by kind, state, language and a search.
export function TemplateList() {
  const { t } = useTranslation('templates');
  const [filters, setFilters] = useState<Filters>(initial);
  const [creating, setCreating] = useState(false);
  const { data, isFetching, error, refetch } = templatesApi.useGetHtmlTemplatesQuery(filters);
  const set = <K extends keyof Filters>(key: K) => (value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const select = <K extends 'kind' | 'active' | 'language'>(key: K, options: readonly Filters[K][], label: (o: Filters[K]) => string) => (
    <TextField select size="small" fullWidth={false} label={t(`filters.${key}`)} value={filters[key]} onChange={(e) => set(key)(e.target.value as Filters[K])} sx={{ width: { xs: '100%', sm: 180 } }}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o === 'all' ? t('filters.all') : label(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {select('kind', ['all', 'product', 'custom', 'newsletter', 'supports'], (o) => t(`kinds.${o as 'product'}`))}
        {select('active', ['all', 'active', 'inactive'], (o) => t(`states.${o as 'active'}`))}
        {select('language', ['all', 'en', 'he'], (o) => t(`languages.${o as 'en'}`))}
        <TextField size="small" type="search" fullWidth={false} label={t('filters.search')} value={filters.search} onChange={(e) => set('search')(e.target.value)} sx={{ flex: '1 1 220px' }} slotProps={{ htmlInput: { dir: 'auto', maxLength: 100 } }} />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('new')}
        </Button>
      </Stack>
      {error ? (
        <LoadFailed text={t('loadError')} onRetry={refetch} />
      ) : !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('title')} />
        </Box>
      ) : (
        <Paper variant="outlined" aria-busy={isFetching}>
          <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }} role="status">
            {t('count', { count: data.htmlTemplates.length })}
          </Typography>
          {data.htmlTemplates.length ? (
            <List disablePadding component="div">
              {data.htmlTemplates.map((template) => (
                <Row key={template._id} template={template} />
              ))}
            </List>
          ) : (
            <Typography sx={{ px: 2, pb: 3, pt: 1 }}>{t('empty')}</Typography>
          )}
        </Paper>
      )}
      {creating && <CreateTemplateDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
