import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TemplateVersion } from '@contracts/backoffice/templates/template';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { dateText } from '../../../shared/format';

type Props = { versions: TemplateVersion[]; latest: number; activeVersion: number | null; disabled: boolean; busy: boolean; onRestore: (version: number) => void };

// Every saved version, newest first; an older one can be restored as a new version.
export function VersionHistory({ versions, latest, activeVersion, disabled, busy, onRestore }: Props) {
  const { t, i18n } = useTranslation('templates');
  const [asked, setAsked] = useState<number | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 1 }}>
        {t('editor.history')}
      </Typography>
      {versions.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('editor.noHistory')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {versions.map((v) => (
            <ListItem
              key={v.version}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                v.version !== latest ? (
                  <Button size="small" disabled={disabled} onClick={() => setAsked(v.version)}>
                    {t('editor.restore')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                sx={{ paddingInlineEnd: v.version !== latest ? 16 : 0 }}
                primary={
                  <>
                    {t('editor.version', { version: v.version })}
                    {v.version === activeVersion ? ` · ${t('editor.steps.active')}` : ''}
                    {v.restoredFrom ? ` · ${t('editor.restoredFrom', { version: v.restoredFrom })}` : ''}
                  </>
                }
                secondary={
                  <>
                    <span dir="auto">{v.subject}</span>
                    <br />
                    {t('editor.by', { name: v.byName ?? '—', date: dateText(v.at, i18n.language) })}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('editor.restoreTitle', { version: asked ?? 0 })}
        text={t('editor.restoreText')}
        confirmLabel={t('editor.restore')}
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked !== null) onRestore(asked);
          setAsked(null);
        }}
      />
    </Paper>
  );
}
