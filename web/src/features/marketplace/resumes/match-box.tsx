import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { ResumeMatch } from '@contracts/marketplace/resumes/resume';
import { salaryParts } from '../../../shared/format';
import { usePlaceName } from '../../../shared/places';
import { useSeniority } from '../../../shared/seniority';

const Reason = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', '& > svg': { fontSize: 20, color: 'primary.main', mt: 0.25 } }}>
    {icon}
    <Box>
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Box>
  </Stack>
);

// 'How your Job match': the recruiter's best-fitting active job against the resume, each part with why.
export const MatchBox = ({ match }: { match: ResumeMatch }) => {
  const { t } = useTranslation('resumes');
  const placeName = usePlaceName();
  const { t: tJobs } = useTranslation('jobs');
  const level = useSeniority();
  const { tags, seniority, location, salary } = match;
  const pay = salaryParts({ salaryMin: salary.min, salaryMax: salary.max, salaryCurrency: salary.currency, salaryFrequency: salary.frequency });
  return (
    <Box component="section" aria-label={t('match.title')} sx={{ borderRadius: 2, bgcolor: '#f5f3ff', p: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 800, color: 'primary.dark' }}>
        {t('match.title')}
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('match.forJob', { title: match.jobTitle })}
      </Typography>
      <Stack spacing={1.25}>
        <Reason icon={<LocalOfferOutlined />} label={t('match.tags')}>
          {tags.matching.length ? t('match.tagsMatch', { count: tags.matching.length, tags: tags.matching.join(', ') }) : t('match.tagsNone')}
          {tags.missing.length > 0 && (
            <>
              {' · '}
              {t('match.tagsMissing', { tags: tags.missing.join(', ') })}
            </>
          )}
        </Reason>
        <Reason icon={<TrendingUpOutlined />} label={t('match.seniority')}>
          {seniority.same
            ? t('match.senioritySame', { level: level(seniority.wanted) })
            : seniority.offered
              ? t('match.seniorityOther', { offered: level(seniority.offered), wanted: level(seniority.wanted) })
              : t('match.seniorityUnknown', { wanted: level(seniority.wanted) })}
        </Reason>
        <Reason icon={<NearMeOutlined />} label={t('match.location')}>
          {location.distanceKm !== null ? t('match.distance', { km: Math.round(location.distanceKm), place: placeName(location.job) }) : t('match.distanceUnknown', { place: placeName(location.job) })}
        </Reason>
        <Reason icon={<PaymentsOutlined />} label={t('match.salary')}>
          {pay ? t('match.salaryOffer', { salary: `${pay.currency} ${pay.range} ${tJobs(`salary.${pay.frequency}`)}` }) : t('match.salaryNone')}
        </Reason>
      </Stack>
    </Box>
  );
};
