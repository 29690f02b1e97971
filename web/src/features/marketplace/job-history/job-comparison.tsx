import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { PastJob } from '@contracts/marketplace/job-history/calls';
import { employmentTypes } from '@contracts/identity/users/user';
import { salaryFrequencies } from '@contracts/marketplace/jobs/job';
import { abbreviateAmount } from '../../../shared/format';
import { useSeniority } from '../../../shared/seniority';
import type { JobField } from './change-text';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

// The rows the comparison shows, each with how it reads; a row differs when its text does. What
// the recruiter wrote takes its own direction; labels and amounts read in the reader's.
type Row = { field: JobField; text: (job: PastJob) => string; written?: boolean; html?: boolean };

function useRows(): Row[] {
  const { t } = useTranslation('jobHistory');
  const { t: tJobs } = useTranslation('jobs');
  const seniority = useSeniority();
  const none = t('compare.none');
  const plain = (value: string | null) => (value?.trim() ? value : none);
  const salary = (job: PastJob) => {
    if (job.salaryMin === null && job.salaryMax === null) return none;
    const range = [job.salaryMin, job.salaryMax].filter((v): v is number => v !== null).map(abbreviateAmount).join('–');
    const every = isOneOf(salaryFrequencies, job.salaryFrequency) ? tJobs(`salary.${job.salaryFrequency}`) : job.salaryFrequency;
    // the amount stays left to right inside a Hebrew sentence
    return `\u2066${job.salaryCurrency} ${range}\u2069 ${every}`;
  };
  return [
    { field: 'jobstatus', text: (job) => t(`status.${job.jobstatus}`) },
    { field: 'title', text: (job) => plain(job.title), written: true },
    { field: 'company', text: (job) => plain(job.company), written: true },
    { field: 'company_url', text: (job) => plain(job.company_url), written: true },
    { field: 'employmentType', text: (job) => (isOneOf(employmentTypes, job.employmentType) ? tJobs(`employmentType.${job.employmentType}`) : job.employmentType) },
    { field: 'seniorityLevel', text: (job) => seniority(job.seniorityLevel) },
    { field: 'location', text: (job) => plain(job.location), written: true },
    { field: 'streetAddress', text: (job) => plain(job.streetAddress), written: true },
    { field: 'postalCode', text: (job) => plain(job.postalCode), written: true },
    { field: 'salary', text: salary },
    { field: 'tags', text: (job) => (job.tags.length ? job.tags.join(', ') : none), written: true },
    { field: 'selectedTags', text: (job) => (job.selectedTags.length ? job.selectedTags.join(', ') : none), written: true },
    { field: 'phone', text: (job) => plain(job.phone), written: true },
    { field: 'description', text: (job) => job.description, written: true, html: true },
  ];
}

// A value as the job had it; the description is the HTML the server cleaned before it was stored.
const Value = ({ row, job }: { row: Row; job: PastJob }): ReactNode =>
  row.html ? (
    <Box
      dir="auto"
      sx={{ maxHeight: 180, overflowY: 'auto', typography: 'body2', lineHeight: 1.6, '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
      // sanitised on the server before it was stored (ops/rich-text)
      dangerouslySetInnerHTML={{ __html: row.text(job) }}
    />
  ) : (
    <Typography variant="body2" dir={row.written && /[\p{L}\p{N}]/u.test(row.text(job)) ? 'auto' : undefined} sx={{ overflowWrap: 'anywhere' }}>
      {row.text(job)}
    </Typography>
  );

// Then or now, above a value on a phone; on a desktop the column headings say it, and this only to
// screen readers.
const ColumnName = ({ shown, children }: { shown: boolean; children: string }) => (
  <Typography variant="caption" sx={(theme) => ({ display: shown ? 'block' : 'none', color: 'text.secondary', [theme.breakpoints.up('md')]: { ...visuallyHidden, display: 'block' } })}>
    {children}
  </Typography>
);

// The job then and now, field by field; a field that differs is marked, in colour and in words.
export const JobComparison = ({ then, now }: { then: PastJob; now: PastJob | null }) => {
  const { t } = useTranslation('jobHistory');
  const rows = useRows();
  const differs = (row: Row) => now !== null && row.text(then) !== row.text(now);
  const changed = rows.filter(differs).length;
  const columns = { xs: '1fr', md: now ? '9.5rem 1fr 1fr' : '9.5rem 1fr' };
  return (
    <Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
        {changed ? t('compare.changedCount', { count: changed }) : t('compare.same')}
      </Typography>
      <Box aria-hidden sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: columns, columnGap: 2, px: 1, borderLeft: '3px solid transparent', typography: 'overline', color: 'text.secondary' }}>
        <span>{t('compare.field')}</span>
        <span>{t('compare.then')}</span>
        {now && <span>{t('compare.now')}</span>}
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((row) => {
          const marked = differs(row);
          return (
            <Box
              key={row.field}
              data-changed={marked || undefined}
              sx={{
                display: 'grid',
                gridTemplateColumns: columns,
                columnGap: 2,
                rowGap: 0.25,
                p: 1,
                borderTop: 1,
                borderColor: 'divider',
                // every row has the edge a changed one colours, so the columns stay in line
                borderLeft: 3,
                borderLeftColor: marked ? 'warning.main' : 'transparent',
                ...(marked && { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.1) }),
              }}
            >
              <Stack component="dt" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, fontWeight: 700, typography: 'body2' }}>
                <span>{t(`field.${row.field}`)}</span>
                {marked && <Chip size="small" color="warning" label={t('compare.changed')} sx={{ height: 20, fontWeight: 700 }} />}
              </Stack>
              <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                <ColumnName shown={marked}>{t('compare.then')}</ColumnName>
                <Value row={row} job={then} />
              </Box>
              {now && (
                <Box component="dd" sx={{ m: 0, minWidth: 0, display: { xs: marked ? 'block' : 'none', md: 'block' } }}>
                  <ColumnName shown>{t('compare.now')}</ColumnName>
                  <Value row={row} job={now} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
