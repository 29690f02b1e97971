import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { defaultPlaces } from '@contracts/marketplace/locations/locations';
import { placeLabel } from '../shared/places';

type SampleProps = { title: string; company: string; place: string; salary: string; tags: string[]; color: string; tilt: number; top: number; start: number };

const SampleCard = ({ title, company, place, salary, tags, color, tilt, top, start }: SampleProps) => (
  <Paper
    elevation={0}
    sx={{
      position: 'absolute',
      insetInlineStart: start,
      top,
      width: 320,
      p: 2.5,
      borderRadius: 4,
      border: '1px solid rgba(255,255,255,0.7)',
      boxShadow: '0 30px 60px -25px rgba(30,27,75,0.45)',
      transform: `rotate(${tilt}deg)`,
    }}
  >
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 1, display: 'grid', placeItems: 'center', bgcolor: color, color: '#fff', fontWeight: 800, fontSize: 20 }}>
        {company[0]}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {company}
        </Typography>
      </Box>
    </Stack>
    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', color: 'text.secondary' }}>
      <LocationOnOutlined fontSize="small" />
      <Typography variant="body2">{place}</Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.main' }} dir="ltr">
        {salary}
      </Typography>
    </Stack>
    <Stack direction="row" spacing={0.75} sx={{ mt: 2 }}>
      {tags.map((tag) => (
        <Box key={tag} component="span" sx={{ px: 1.25, borderRadius: 4, bgcolor: '#eef2ff', color: 'primary.dark', fontSize: 13, lineHeight: '24px', fontWeight: 500 }}>
          {tag}
        </Box>
      ))}
    </Stack>
  </Paper>
);

// A glimpse of the product: two job cards and a match.
export const HeroIllustration = () => {
  const { t, i18n } = useTranslation('landing');
  const place = (index: number) => placeLabel(defaultPlaces[index], i18n.language);
  return (
    <Box aria-hidden sx={{ position: 'relative', width: 420, height: 380, mx: 'auto' }}>
      <SampleCard
        title={t('landing.sampleTitle2')}
        company={t('landing.sampleCompany2')}
        place={place(3)}
        salary={`ILS 28K–34K ${t('landing.perMonth')}`}
        tags={['Roadmaps', 'B2B']}
        color="#0369a1"
        tilt={-5}
        top={0}
        start={0}
      />
      <SampleCard
        title={t('landing.sampleTitle')}
        company={t('landing.sampleCompany')}
        place={place(1)}
        salary={`ILS 32K–40K ${t('landing.perMonth')}`}
        tags={['React', 'TypeScript', 'GraphQL']}
        color="#4338ca"
        tilt={3}
        top={150}
        start={90}
      />
      <Paper
        elevation={0}
        sx={{
          position: 'absolute',
          insetInlineStart: 20,
          bottom: 0,
          px: 2,
          py: 1,
          borderRadius: 99,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: '#fff',
          boxShadow: '0 16px 30px -12px rgba(236,72,153,0.55)',
        }}
      >
        <FavoriteRounded sx={{ color: '#ec4899' }} />
        <Typography sx={{ fontWeight: 800 }}>{t('landing.matched')}</Typography>
      </Paper>
    </Box>
  );
};
