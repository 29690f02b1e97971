import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { SiteFooter } from '../../../shell/site-footer';
import { journeyApi } from '../journey/journey-api';
import { CoachingLogo } from './coaching-logo';

// The coaching frame's footer: the coaching brand ({product}), not the marketplace's.
export const CoachingFooter = () => {
  const { t } = useTranslation('journey');
  const { data: brand } = journeyApi.useGetJourneyBrandQuery({});
  return (
    <SiteFooter
      brand={
        // the logo keeps to the start side, whichever the language's direction
        <Box sx={{ alignSelf: 'flex-start' }}>
          <CoachingLogo size={26} />
        </Box>
      }
      tagline={t('portal.footerTagline')}
      rights={t('portal.footerRights', { year: new Date().getFullYear(), product: brand?.product ?? '' })}
    />
  );
};
