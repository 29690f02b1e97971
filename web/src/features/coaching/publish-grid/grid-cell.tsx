import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { CellStatus, PublishCell } from '@contracts/coaching/publish-grid/publish-grid';

// Row styles of back-office spec §4: a colour per cell status.
export const statusStyle: Record<CellStatus, { bg: string; border: string; chip: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  READY: { bg: 'background.paper', border: 'divider', chip: 'default' },
  publishing: { bg: 'rgba(2, 136, 209, 0.08)', border: 'info.main', chip: 'info' },
  published: { bg: 'rgba(46, 125, 50, 0.08)', border: 'success.main', chip: 'success' },
  publishfailed: { bg: 'rgba(211, 47, 47, 0.08)', border: 'error.main', chip: 'error' },
  problem: { bg: 'rgba(237, 108, 2, 0.1)', border: 'warning.main', chip: 'warning' },
};

// One placed part: who, its status, and what the publisher counted.
export function GridCell({ cell, onRemove }: { cell: PublishCell; onRemove: () => void }) {
  const { t } = useTranslation('publishGrid');
  const style = statusStyle[cell.status];
  return (
    <Box
      data-cell-status={cell.status}
      data-testid={`cell-${cell.userId}-${cell.part}`}
      sx={{ bgcolor: style.bg, border: 1, borderColor: style.border, borderRadius: 1, p: 0.75, minWidth: 150 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {cell.name ?? cell.email ?? '—'}
        </Typography>
        {cell.status !== 'published' && (
          <Tooltip title={t('grid.remove')}>
            <IconButton size="small" aria-label={`${t('grid.remove')}: ${cell.name ?? ''}`} onClick={onRemove}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Chip size="small" color={style.chip} variant={cell.status === 'READY' ? 'outlined' : 'filled'} label={t(`grid.status.${cell.status}`)} />
      {(cell.status === 'published' || cell.status === 'publishfailed') && (
        <Typography variant="caption" component="p" data-testid="cell-counts" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {t('grid.counts', { sent: cell.emailsSent, excluded: cell.emailsExcluded, failed: cell.emailsFailed })}
        </Typography>
      )}
      {cell.publishError && (
        <Typography variant="caption" component="p" sx={{ color: 'error.dark', wordBreak: 'break-word' }}>
          {cell.publishError}
        </Typography>
      )}
    </Box>
  );
}
