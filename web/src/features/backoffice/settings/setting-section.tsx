import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSettings, SettingName } from '@contracts/backoffice/settings/settings';
import { valueText } from './setting-values';

type Setting = ProductSettings['settings'][SettingName];

// dd.mm.yyyy hh:mm, as the back-office writes dates (spec §9)
export const dateText = (iso: string, language: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

// One setting's part of the screen: its name and what it does, its field, its default and its last change.
export function SettingSection({ name, setting, atDefault, onUseDefault, children }: { name: SettingName; setting: Setting; atDefault: boolean; onUseDefault: () => void; children: ReactNode }) {
  const { t, i18n } = useTranslation('settings');
  const titleId = `setting-${name}-title`;
  const last = setting.changedAt
    ? setting.changedBy?.name
      ? t('changedBy', { name: setting.changedBy.name, date: dateText(setting.changedAt, i18n.language) })
      : t('changedBySomeone', { date: dateText(setting.changedAt, i18n.language) })
    : t('neverChanged');
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
