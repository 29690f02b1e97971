import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { searchPath, type ListType } from '../../../shared/search-slug';
import { cardsApi } from './cards-api';

const linkSx = { color: 'primary.dark', textDecoration: 'none', fontSize: 14, '&:hover, &:focus-visible': { textDecoration: 'underline' } } as const;

// A company's jobs: /jobs/{company}-jobs-SRCH_Q0,{length} (marketplace spec §2).
export const companyJobsPath = (company: string) => `/jobs/${encodeURIComponent(`${company}-jobs-SRCH_Q0,${company.length}`)}`;

const Column = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box component="nav" aria-label={title} sx={{ minWidth: 0 }}>
    <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 800, mb: 1 }}>
      {title}
    </Typography>
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {children}
    </Box>
  </Box>
);

// Under the list: 'People Also Searched' and 'Top Companies', up to 10 each, from real searches and
// jobs. Nothing shows until there is something to show.
export const SearchLinks = ({ list }: { list: ListType }) => {
  const { t } = useTranslation('cards');
  const { data } = cardsApi.useGetSearchLinksQuery({ histogramType: list });
  if (!data || (data.peopleAlsoSearched.length === 0 && data.topCompanies.length === 0)) return null;
  return (
    <Box component="section" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {data.peopleAlsoSearched.length > 0 && (
        <Column title={t('links.peopleAlsoSearched')}>
          {data.peopleAlsoSearched.map(({ query }) => (
            <li key={query}>
              <Box component={RouterLink} to={searchPath(list, { query, placeIndex: null })} dir="auto" sx={linkSx}>
                {query}
              </Box>
            </li>
          ))}
        </Column>
      )}
      {data.topCompanies.length > 0 && (
        <Column title={t('links.topCompanies')}>
          {data.topCompanies.map(({ company, jobs }) => (
            <li key={company}>
              <Box component={RouterLink} to={companyJobsPath(company)} dir="auto" sx={linkSx}>
                {company}
              </Box>{' '}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                ({t('links.jobsCount', { count: jobs })})
              </Typography>
            </li>
          ))}
        </Column>
      )}
    </Box>
  );
};
