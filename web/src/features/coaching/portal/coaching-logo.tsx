import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { journeyApi } from '../journey/journey-api';

// The coaching brand's mark: a path up to a flag, and its name ({product}, a setting of the server).
export const CoachingLogo = ({ size = 32 }: { size?: number }) => {
  const { data } = journeyApi.useGetJourneyBrandQuery({});
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} dir="ltr">
      <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <rect width="64" height="64" rx="16" fill="#0f766e" />
        <path d="M14 48c8-2 10-10 18-12s12-10 14-18" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M44 12v14M44 12h9l-3 4 3 4h-9" stroke="#fbbf24" strokeWidth="3" fill="#fbbf24" strokeLinejoin="round" />
        <circle cx="14" cy="48" r="4" fill="#fbbf24" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.02em', color: 'primary.dark', minWidth: 40 }}>
        {data?.product ?? ''}
      </Typography>
    </Box>
  );
};
