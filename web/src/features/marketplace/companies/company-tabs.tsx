import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { CardContentType } from '@contracts/marketplace/companies/calls';
import type { Company, CompanyJob } from '@contracts/marketplace/companies/company';
import type { Review } from '@contracts/marketplace/companies/review';
import { EmptyState } from '../../../shared/card-detail-shell';
import { relativeTime } from '../../../shared/format';
import { usePlaceName } from '../../../shared/places';
import { jobPath } from '../jobs/job-paths';
import { companiesApi } from './companies-api';
import { ReviewCard } from './review-card';

const TABS: readonly CardContentType[] = ['reviews', 'interviews', 'jobs'];
const countOf = (company: Company, tab: CardContentType) => (tab === 'reviews' ? company.reviews : tab === 'interviews' ? company.interviews : company.jobs);

const JobRow = ({ job }: { job: CompanyJob }) => {
  const { t, i18n } = useTranslation('jobs');
  const placeName = usePlaceName();
  return (
    <Paper variant="outlined" component={RouterLink} to={jobPath(job)} sx={{ display: 'block', p: 2, textDecoration: 'none', color: 'inherit', '&:hover': { borderColor: 'primary.main' } }}>
      <Typography sx={{ fontWeight: 700, textAlign: 'left' }} dir="auto">
        {job.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[placeName(job.location), t(`employmentType.${job.employmentType as 'FULL_TIME'}`), relativeTime(job.datecreated, i18n.language)].join(' · ')}
      </Typography>
    </Paper>
  );
};

// One page of a tab: the 10 after the one skipId names. The last page offers the next.
const TabPage = ({ company, companyName, tab, skipId, last, onMore, onHelpful, marking }: { company: string; companyName: string; tab: CardContentType; skipId: string | undefined; last: boolean; onMore: (after: string) => void; onHelpful: (review: Review) => void; marking: string | null }) => {
  const { t } = useTranslation('companies');
  const { data, isLoading, isError, refetch } = companiesApi.useGetReviewsQuery({ cardContentType: tab, company, ...(skipId ? { skipId } : {}) });
  if (isLoading)
    return (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  if (isError || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}>
        {t('company.tabFailed')}
      </Alert>
    );
  if (!skipId && data.list.length === 0) {
    const empty = tab === 'reviews' ? ['noReviews', 'noReviewsHint'] : tab === 'interviews' ? ['noInterviews', 'noInterviewsHint'] : ['noJobs', 'noJobsHint'];
    return <EmptyState icon={tab === 'jobs' ? <WorkOutlined /> : <ForumOutlined />} title={t(`company.${empty[0] as 'noReviews'}`)} text={t(`company.${empty[1] as 'noReviewsHint'}`)} />;
  }
  return (
    <Stack spacing={1.5}>
      {data.cardContentType === 'jobs'
        ? data.list.map((job) => <JobRow key={job._id} job={job} />)
        : data.list.map((review) => <ReviewCard key={review._id} review={review} company={companyName} onHelpful={onHelpful} marking={marking === review._id} />)}
      {last && !data.noMore && data.list.length > 0 && (
        <Button variant="outlined" onClick={() => onMore(data.list.at(-1)!._id)} sx={{ alignSelf: 'center' }}>
          {t('company.showMore')}
        </Button>
      )}
    </Stack>
  );
};

// The tabs Reviews, Interviews and Jobs with their counts; each lists 10 and offers more.
export const CompanyTabs = ({ company, onHelpful, marking }: { company: Company; onHelpful: (review: Review) => void; marking: string | null }) => {
  const { t } = useTranslation('companies');
  const [tab, setTab] = useState<CardContentType>('reviews');
  const [pages, setPages] = useState<Record<CardContentType, (string | undefined)[]>>({ reviews: [undefined], interviews: [undefined], jobs: [undefined] });
  const shown = pages[tab];
  return (
    <Box sx={{ mt: 3 }}>
      <Tabs value={tab} onChange={(_event, next: CardContentType) => setTab(next)} aria-label={t('company.tabs')} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {TABS.map((value) => (
          <Tab key={value} value={value} id={`company-tab-${value}`} aria-controls={`company-panel-${value}`} label={t('company.tabCount', { label: t(`company.tab.${value}`), count: countOf(company, value) })} sx={{ textTransform: 'none', fontWeight: 700, minWidth: 0, px: 1 }} />
        ))}
      </Tabs>
      <Stack spacing={1.5} role="tabpanel" id={`company-panel-${tab}`} aria-labelledby={`company-tab-${tab}`}>
        {shown.map((skipId, i) => (
          <TabPage
            key={skipId ?? 'first'}
            company={company._id}
            companyName={company.name}
            tab={tab}
            skipId={skipId}
            last={i === shown.length - 1}
            onMore={(after) => setPages((before) => ({ ...before, [tab]: [...before[tab], after] }))}
            onHelpful={onHelpful}
            marking={marking}
          />
        ))}
      </Stack>
    </Box>
  );
};
