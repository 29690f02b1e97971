import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { Company } from '@contracts/marketplace/companies/company';
import { SUB_RATINGS } from '@contracts/marketplace/companies/review-values';
import { CompanyLogo } from '../cards/company-logo';
import { RatingBadge, Stars, SubRatingRow } from './rating';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

// A company's card: its logo (by its address, else its initials), name and site, its rating with
// the reviews it comes from, the sub-ratings and the shares that recommend it and approve of the CEO.
export const CompanyHeader = ({ company, onWriteReview }: { company: Company; onWriteReview: () => void }) => {
  const { t } = useTranslation('companies');
  const hasSubRatings = SUB_RATINGS.some((s) => company.ratings[s] !== null);
  return (
    <Box component="header">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CompanyLogo company={company.name} companyUrl={company.urls[0] ?? null} size={72} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h4" component="h1" dir="auto" sx={{ fontWeight: 800, fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere', textAlign: 'left' }}>
            {company.name}
          </Typography>
          {company.urls[0] && (
            <Link href={company.urls[0]} target="_blank" rel="noopener noreferrer nofollow" dir="ltr" variant="body2">
              {hostOf(company.urls[0])}
            </Link>
          )}
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2, gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
        {company.rating !== null ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="company-rating">
            <RatingBadge rating={company.rating} size="large" />
            <Box>
              <Stars value={company.rating} size="medium" />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('company.basedOn', { count: company.reviews })}
              </Typography>
            </Box>
          </Stack>
        ) : (
          <Typography sx={{ color: 'text.secondary' }} data-testid="company-rating">
            {t('company.noRating')}
          </Typography>
        )}
        <Button variant="contained" startIcon={<RateReviewOutlined />} onClick={onWriteReview} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
          {t('company.writeReview')}
        </Button>
      </Stack>
      {(hasSubRatings || company.recommendToFriend !== null || company.ceoApproval !== null || company.interviewRating !== null) && (
        <Stack spacing={1} sx={{ mt: 2.5 }}>
          {/* the sub-ratings someone gave */}
          {SUB_RATINGS.filter((s) => company.ratings[s] !== null).map((s) => <SubRatingRow key={s} label={t(`subRating.${s}`)} value={company.ratings[s]} />)}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, pt: 0.5, color: 'text.secondary' }}>
            {company.recommendToFriend !== null && <Typography variant="body2">{t('company.recommend', { percent: company.recommendToFriend })}</Typography>}
            {company.ceoApproval !== null && <Typography variant="body2">{t('company.ceoApproval', { percent: company.ceoApproval })}</Typography>}
            {company.interviewRating !== null && (
              <Typography variant="body2">{t('company.interviewSummary', { rating: company.interviewRating.toFixed(1), difficulty: (company.interviewDifficulty ?? 0).toFixed(1) })}</Typography>
            )}
          </Stack>
        </Stack>
      )}
    </Box>
  );
};
