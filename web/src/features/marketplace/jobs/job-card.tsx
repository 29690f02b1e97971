import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { relativeTime } from '../../../shared/format';
import { usePlaceName } from '../../../shared/places';
import { useSeniority } from '../../../shared/seniority';
import { JobCardApply } from '../activity/job-apply-bar';
import { SaveItemButton } from '../saved-items/save-item-button';
import { jobBadge } from './job-badge';
import { BadgeChip, CompanyAvatar, SalaryText, useCompanyName } from './job-bits';

type Props = { job: JobListItem; selected: boolean; onOpen: (job: JobListItem) => void };

const cardTags = (job: JobListItem) => [...job.selectedTags, ...job.tags.filter((tag) => !job.selectedTags.includes(tag))].slice(0, 4);

export const JobCard = memo(({ job, selected, onOpen }: Props) => {
  const { t, i18n } = useTranslation('jobs');
  const seniority = useSeniority();
  const placeName = usePlaceName();
  const companyName = useCompanyName();
  return (
    <Card
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? '0 0 0 1px #4f46e5, 0 12px 30px -20px rgba(79,70,229,.7)' : 'none',
        transition: 'box-shadow .15s, border-color .15s',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <CardActionArea onClick={() => onOpen(job)} aria-current={selected ? 'true' : undefined} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start' }}>
          <CompanyAvatar company={job.company} companyUrl={job.company_url} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography component="h3" dir="auto" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3 }}>
                {job.title}
              </Typography>
              <BadgeChip badge={jobBadge(job)} />
            </Stack>
            <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', mt: 0.25, textAlign: 'left' }} noWrap>
              {companyName(job.company)}
            </Typography>
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
              <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <LocationOnOutlined sx={{ fontSize: 16 }} />
                <Typography variant="body2">{placeName(job.location)}</Typography>
              </Stack>
              <SalaryText job={job} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`employmentType.${job.employmentType}`)} · {seniority(job.seniorityLevel)}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ mt: 1.25, flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
              {cardTags(job).map((tag) => (
                <Chip key={tag} label={tag} dir="auto" size="small" sx={{ bgcolor: job.selectedTags.includes(tag) ? '#eef2ff' : '#f3f4f6', color: job.selectedTags.includes(tag) ? 'primary.dark' : 'text.secondary' }} />
              ))}
              <Box sx={{ flexGrow: 1 }} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {relativeTime(job.datecreated, i18n.language)}
              </Typography>
            </Stack>
          </Box>
        </Stack>
      </CardActionArea>
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ paddingInlineStart: 1, pb: 1 }}>
          <SaveItemButton itemId={job._id} itemType="job" name={job.title} />
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <JobCardApply job={job} />
        </Box>
      </Stack>
    </Card>
  );
});
JobCard.displayName = 'JobCard';

export const JobCardSkeleton = () => (
  <Card sx={{ p: 2 }} aria-hidden>
    <Stack direction="row" spacing={1.75}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="70%" height={24} />
        <Skeleton width="40%" />
        <Skeleton width="85%" />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Skeleton variant="rounded" width={60} height={22} />
          <Skeleton variant="rounded" width={72} height={22} />
          <Skeleton variant="rounded" width={54} height={22} />
        </Stack>
      </Box>
    </Stack>
  </Card>
);
