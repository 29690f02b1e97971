import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CatData } from '@contracts/backoffice/statistics/figures';
import { LoadFailed } from '../../../shared/load-failed';
import { categoriesOption, hasAny } from './chart-options';
import { ChartPanel, Panel } from './figure-card';
import { statisticsApi } from './statistics-api';

const Tags = ({ title, tags }: { title: string; tags: CatData['jobTags'] }) => {
  const { t } = useTranslation('statistics');
  return (
    <Panel title={title}>
      {tags.length ? (
        <Stack component="ul" direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}>
          {tags.map((tag) => (
            <li key={tag.tag}>
              <Chip size="small" label={<bdi>{t('tagCount', { tag: tag.tag, count: tag.count })}</bdi>} />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('noData')}</Typography>
      )}
    </Panel>
  );
};

export function CategoriesView({ data }: { data: CatData }) {
  const { t } = useTranslation('statistics');
  const { t: tl } = useTranslation('landing');
  const rtl = useTheme().direction === 'rtl';
  const lines = [
    { name: t('series.jobs'), data: data.categories.map((c) => c.jobs) },
    { name: t('series.resumes'), data: data.categories.map((c) => c.resumes) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <ChartPanel title={t('chart.categories')} option={categoriesOption(data.categories.map((c) => (c.category === 'other' ? t('otherCategory') : tl(`categories.${c.category}`))), lines, rtl)} empty={!hasAny(lines)} height={360} />
      <Stack spacing={2}>
        <Tags title={t('chart.jobTags')} tags={data.jobTags} />
        <Tags title={t('chart.resumeTags')} tags={data.resumeTags} />
      </Stack>
    </Box>
  );
}

// getCATData: jobs and resumes by category and tag, as of now (whatever the range).
export function CategoriesPanel() {
  const { t } = useTranslation('statistics');
  const { data, isLoading, error, refetch } = statisticsApi.useGetCATDataQuery({});
  if (isLoading) return <Skeleton variant="rounded" height={360} aria-busy="true" />;
  if (error || !data) return <LoadFailed text={t('loadError')} onRetry={() => void refetch()} />;
  return <CategoriesView data={data} />;
}
