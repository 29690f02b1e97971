import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
    <defs>
      <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#6366f1" />
        <stop offset="1" stopColor="#0ea5e9" />
      </linearGradient>
    </defs>
    <rect width="64" height="64" rx="16" fill="url(#logo-gradient)" />
    <path d="M20 24h24a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V28a4 4 0 0 1 4-4zm6-6h12a2 2 0 0 1 2 2v4h-4v-2h-8v2h-4v-4a2 2 0 0 1 2-2z" fill="#fff" />
    <path d="M25 35l5 5 9-9" stroke="#6366f1" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </Box>
);

export const Wordmark = ({ size = 32 }: { size?: number }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} dir="ltr">
    <LogoMark size={size} />
    <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.02em', color: 'text.primary' }}>
      Job<Box component="span" sx={{ color: 'primary.main' }}>Swipe</Box>
    </Typography>
  </Box>
);
