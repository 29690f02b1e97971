import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { ratingTone, type RatingTone } from '@contracts/marketplace/companies/company-values';

// Review labels (spec §9): 1–2 red, 3 yellow, 4–5 green. Yellow carries dark text (contrast).
const toneColors: Record<RatingTone, { bg: string; fg: string }> = {
  low: { bg: 'error.main', fg: 'common.white' },
  middle: { bg: '#f5c518', fg: '#3a2d00' },
  high: { bg: 'success.main', fg: 'common.white' },
};

export const ratingColors = (rating: number) => toneColors[ratingTone(rating)];

// A rating as a coloured label: '4.2'.
export const RatingBadge = ({ rating, size = 'medium' }: { rating: number; size?: 'small' | 'medium' | 'large' }) => {
  const { t } = useTranslation('companies');
  const { bg, fg } = ratingColors(rating);
  const font = size === 'large' ? 22 : size === 'small' ? 13 : 15;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('card.rating', { rating: rating.toFixed(1) })}
      data-tone={ratingTone(rating)}
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: font * 2.4, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: bg, color: fg, fontWeight: 800, fontSize: font, lineHeight: 1.4 }}
    >
      {rating.toFixed(1)}
    </Box>
  );
};

// Stars to read, with the rating beside them.
export const Stars = ({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' }) => (
  <Rating value={value} precision={0.5} readOnly size={size} sx={{ color: ratingColors(value).bg }} />
);

// A sub-rating: its name, a bar of five and the average.
export const SubRatingRow = ({ label, value }: { label: string; value: number | null }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '200px 1fr auto' }, alignItems: 'center', columnGap: 1.5, rowGap: 0.25 }}>
    <Typography variant="body2">{label}</Typography>
    <Box sx={{ gridColumn: { xs: '1 / span 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
      {value !== null && <Box sx={{ width: `${(value / 5) * 100}%`, height: '100%', bgcolor: ratingColors(value).bg }} />}
    </Box>
    <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 28, textAlign: 'end' }}>
      {value === null ? '–' : value.toFixed(1)}
    </Typography>
  </Box>
);
