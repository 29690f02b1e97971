import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Company } from '@contracts/marketplace/companies/company';
import { companyPath } from '@contracts/marketplace/companies/company-values';
import { CompanyLogo } from '../cards/company-logo';
import { RatingBadge } from './rating';

// A company in the list: its logo, name, rating and the counts of its three tabs; opens its page.
export const CompanyRow = ({ company }: { company: Company }) => {
  const { t } = useTranslation('companies');
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={companyPath(company)}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, textDecoration: 'none', color: 'inherit', '&:hover, &:focus-visible': { borderColor: 'primary.main' } }}
    >
      <CompanyLogo company={company.name} companyUrl={company.urls[0] ?? null} size={48} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700, textAlign: 'left' }} dir="auto" noWrap>
          {company.name}
        </Typography>
        <Stack direction="row" sx={{ columnGap: 1.5, flexWrap: 'wrap', color: 'text.secondary' }}>
          {(['reviews', 'interviews', 'jobs'] as const).map((tab) => (
            <Typography key={tab} variant="body2">
              {t('company.tabCount', { label: t(`company.tab.${tab}`), count: company[tab] })}
            </Typography>
          ))}
        </Stack>
      </Box>
      {company.rating !== null && <RatingBadge rating={company.rating} />}
    </Paper>
  );
};
