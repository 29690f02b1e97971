import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { Job } from '@contracts/marketplace/jobs/job';
import { relativeTime } from '../../../shared/format';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { JobApplyBar } from '../activity/job-apply-bar';
import { jobBadge } from './job-badge';
import { BadgeChip, CompanyAvatar, SalaryText, useBadgeText, useCompanyName } from './job-bits';
import { jobPath } from './job-paths';
import { usePlaceName } from '../../../shared/places';
import { useSeniority } from '../../../shared/seniority';
import { HiringHint } from '../cards/hiring-hint';
import { CompanyName } from '../companies/company-link';
import { ShareButton } from '../cards/share-button';
import { SaveItemButton } from '../saved-items/save-item-button';
import { ReportItemButton } from '../reports/report-item-button';
import { DESCRIPTION_LIMIT, DESCRIPTION_LIMIT_MOBILE, truncateHtml } from '../cards/truncate';

const Fact = ({ icon, children }: { icon: ReactElement; children: ReactNode }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', '& svg': { fontSize: 18 } }}>
    {icon}
    <Typography variant="body2" component="span">
      {children}
    </Typography>
  </Stack>
);

export const JobDetail = ({ job }: { job: Job }) => {
  const { t, i18n } = useTranslation('jobs');
  const seniority = useSeniority();
  const placeName = usePlaceName();
  const isMobile = useIsMobile();
  const companyName = useCompanyName();
  const badgeText = useBadgeText();
  const [expanded, setExpanded] = useState(false);
  const badge = jobBadge(job);
  const description = truncateHtml(job.description, isMobile ? DESCRIPTION_LIMIT_MOBILE : DESCRIPTION_LIMIT);
  const otherTags = job.tags.filter((tag) => !job.selectedTags.includes(tag));


  return (
    <Box component="article" aria-labelledby={`job-${job._id}-title`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CompanyAvatar company={job.company} companyUrl={job.company_url} size={64} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={`job-${job._id}-title`} variant="h5" component="h2" dir="auto" sx={{ lineHeight: 1.25, textAlign: 'left' }}>
            {job.title}
          </Typography>
          <Typography dir="auto" sx={{ color: 'text.secondary', mt: 0.5, textAlign: 'left' }}>
            <CompanyName name={job.company} shown={companyName(job.company)} />
          </Typography>
        </Box>
      </Stack>

      {badge && (
        <Alert
          severity={badge.kind === 'expired' ? 'warning' : badge.kind === 'hot' ? 'error' : badge.kind === 'new' ? 'success' : 'info'}
          icon={false}
          sx={{ mt: 2, alignItems: 'center' }}
          action={<BadgeChip badge={badge} />}
        >
          {badgeText(badge)}
        </Alert>
      )}

      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
        <Fact icon={<LocationOnOutlined />}>{placeName(job.location)}</Fact>
        <Fact icon={<WorkOutlined />}>
          {t(`employmentType.${job.employmentType}`)} · {seniority(job.seniorityLevel)}
        </Fact>
        <Fact icon={<ScheduleOutlined />}>{t('jobs.posted', { when: relativeTime(job.datecreated, i18n.language) })}</Fact>
        {job.applies > 0 && <Fact icon={<PeopleOutlined />}>{t('jobs.applies', { count: job.applies })}</Fact>}
      </Stack>
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <SalaryText job={job} variant="body1" abbreviated={false} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <SaveItemButton itemId={job._id} itemType="job" name={job.title} />
          <ShareButton path={jobPath(job)} title={job.title} what="job" />
          <ReportItemButton type="job" objectId={job._id} name={job.title} ownerId={job.jobownerid} />
        </Stack>
      </Stack>
      {job.jobstatus !== 'A' || job.jobownerid ? <HiringHint jobId={job._id} /> : null}
      <JobApplyBar job={job} />

      {(job.selectedTags.length > 0 || otherTags.length > 0) && <Divider sx={{ my: 2.5 }} />}
      {job.selectedTags.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('jobs.topSkills')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {job.selectedTags.map((tag) => (
              <Chip key={tag} label={tag} color="primary" size="small" dir="ltr" />
            ))}
          </Stack>
        </Box>
      )}
      {otherTags.length > 0 && (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('jobs.skills')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {otherTags.map((tag) => (
              <Chip key={tag} label={tag} variant="outlined" size="small" dir="ltr" />
            ))}
          </Stack>
        </Box>
      )}

      <Divider sx={{ my: 2.5 }} />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('jobs.description')}
      </Typography>
      <Typography
        component="div"
        dir="auto"
        sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, textAlign: 'start', '& p': { my: 0.75 }, '& ul, & ol': { my: 0.75, paddingInlineStart: 3 }, '& a': { color: 'primary.dark' } }}
        // sanitised on the server before it was stored (ops/rich-text)
        dangerouslySetInnerHTML={{ __html: expanded ? job.description : description.html }}
      />
      {description.truncated && (
        <Button onClick={() => setExpanded((value) => !value)} sx={{ mt: 1, fontWeight: 800 }}>
          {expanded ? t('jobs.readLess') : t('jobs.readMore')}
        </Button>
      )}
    </Box>
  );
};

export const JobDetailSkeleton = () => (
  <Box aria-hidden>
    <Stack direction="row" spacing={2}>
      <Skeleton variant="rounded" width={64} height={64} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" height={34} />
        <Skeleton width="30%" />
      </Box>
    </Stack>
    <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
    <Skeleton width="80%" sx={{ mt: 2 }} />
    {Array.from({ length: 8 }, (_, i) => (
      <Skeleton key={i} width={`${90 - (i % 3) * 12}%`} />
    ))}
  </Box>
);
