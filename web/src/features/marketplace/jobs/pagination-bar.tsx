import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import { pageCount, pageRange, pageWindow, showsEdgeButtons } from './pagination';

type Props = { page: number; total: number; onPage: (page: number) => void };

// Arrows point the reading direction: flipped in Hebrew.
const flip = { transform: 'var(--arrow-flip)' };

// A capped total ('1,000+') means the search has more matches than were counted.
export const RangeLabel = ({ page, total, capped = false }: { page: number; total: number; capped?: boolean }) => {
  const { t, i18n } = useTranslation('jobs');
  const { from, to } = pageRange(page, total);
  const shown = `${total.toLocaleString(i18n.language)}${capped ? '+' : ''}`;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
      {t('jobs.range', { from, to, total: shown })}
    </Typography>
  );
};

export const PaginationBar = ({ page, total, onPage }: Props) => {
  const { t } = useTranslation('jobs');
  const count = pageCount(total);
  if (count <= 1) return null;
  const edges = showsEdgeButtons(count);
  return (
    <Stack
      component="nav"
      aria-label={t('jobs.pagination')}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 0.5, py: 2, flexWrap: 'wrap', '--arrow-flip': (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
    >
      {edges && (
        <IconButton onClick={() => onPage(0)} disabled={page === 0} aria-label={t('jobs.firstPage')}>
          <FirstPage sx={flip} />
        </IconButton>
      )}
      <IconButton onClick={() => onPage(page - 1)} disabled={page === 0} aria-label={t('jobs.previousPage')}>
        <ChevronLeft sx={flip} />
      </IconButton>
      {pageWindow(page, count).map((n) => (
        <Button
          key={n}
          onClick={() => onPage(n)}
          variant={n === page ? 'contained' : 'text'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('jobs.page', { page: n + 1 })}
          sx={{ minWidth: 40, height: 40, px: 1 }}
        >
          {n + 1}
        </Button>
      ))}
      <IconButton onClick={() => onPage(page + 1)} disabled={page >= count - 1} aria-label={t('jobs.nextPage')}>
        <ChevronRight sx={flip} />
      </IconButton>
      {edges && (
        <IconButton onClick={() => onPage(count - 1)} disabled={page >= count - 1} aria-label={t('jobs.lastPage')}>
          <LastPage sx={flip} />
        </IconButton>
      )}
      <Box sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
        <RangeLabel page={page} total={total} />
      </Box>
    </Stack>
  );
};
