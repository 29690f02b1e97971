import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSettings, SettingName } from '@contracts/backoffice/settings/settings';
import { lastChangeOf } from '../../../shared/last-change';
import { valueText } from './setting-values';

type Setting = ProductSettings['settings'][SettingName];

// One setting's part of the screen: its name and what it does, its field, its default and its last change.
export function SettingSection({ name, setting, atDefault, onUseDefault, children }: { name: SettingName; setting: Setting; atDefault: boolean; onUseDefault: () => void; children: ReactNode }) {
  const { t, i18n } = useTranslation('settings');
  const titleId = `setting-${name}-title`;
  const change = lastChangeOf(setting, i18n.language);
  const last = t(change.key, change.params);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography id={titleId} variant="h6" component="h2">
            {t(`setting.${name}`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`help.${name}`)}
          </Typography>
        </div>
        {children}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: { sm: 'center' }, color: 'text.secondary' }}>
          <Typography variant="caption">
            {t('defaultIs')}{' '}
            <bdi dir={Array.isArray(setting.default) ? 'ltr' : 'auto'}>{valueText(setting.default)}</bdi>
          </Typography>
          <Typography variant="caption">{last}</Typography>
          {!atDefault && (
            <Button size="small" onClick={onUseDefault} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ms: { xs: -0.75, sm: 'auto' } }}>
              {t('useDefault')}
            </Button>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
