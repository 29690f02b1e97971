import { useTranslation } from 'react-i18next';
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
  // one line of controls on any screen (at 375 px: nine 32-36 px buttons), the range under it
  const compact = { minWidth: { xs: 32, sm: 40 }, height: { xs: 36, sm: 40 }, px: { xs: 0.5, sm: 1 } };
  return (
    <Stack
      component="nav"
      aria-label={t('jobs.pagination')}
      sx={{ alignItems: 'center', py: 2, gap: 0.5, '--arrow-flip': (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: { xs: 0.25, sm: 0.5 }, flexWrap: 'nowrap', maxWidth: '100%' }}>
        {edges && (
          <IconButton sx={compact} onClick={() => onPage(0)} disabled={page === 0} aria-label={t('jobs.firstPage')}>
            <FirstPage sx={flip} />
          </IconButton>
        )}
        <IconButton sx={compact} onClick={() => onPage(page - 1)} disabled={page === 0} aria-label={t('jobs.previousPage')}>
          <ChevronLeft sx={flip} />
        </IconButton>
        {pageWindow(page, count).map((n) => (
          <Button
            key={n}
            onClick={() => onPage(n)}
            variant={n === page ? 'contained' : 'text'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('jobs.page', { page: n + 1 })}
            sx={compact}
          >
            {n + 1}
          </Button>
        ))}
        <IconButton sx={compact} onClick={() => onPage(page + 1)} disabled={page >= count - 1} aria-label={t('jobs.nextPage')}>
          <ChevronRight sx={flip} />
        </IconButton>
        {edges && (
          <IconButton sx={compact} onClick={() => onPage(count - 1)} disabled={page >= count - 1} aria-label={t('jobs.lastPage')}>
            <LastPage sx={flip} />
          </IconButton>
        )}
      </Stack>
      <RangeLabel page={page} total={total} />
    </Stack>
  );
};
