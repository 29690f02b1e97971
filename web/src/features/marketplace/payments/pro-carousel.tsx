import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AllInclusive from '@mui/icons-material/AllInclusive';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';

const features = [
  { key: 'unlimited', icon: <AllInclusive /> },
  { key: 'contacts', icon: <ContactPhoneOutlined /> },
  { key: 'skipLine', icon: <RocketLaunchOutlined /> },
  { key: 'anonymous', icon: <VisibilityOffOutlined /> },
] as const satisfies readonly { key: string; icon: ReactElement }[];

// The spec turns the features every 10 s.
export const SLIDE_MS = 10_000;

// An auto-rotating carousel that stops while paused, hovered or focused, so it can be read.
export const ProCarousel = () => {
  const { t } = useTranslation('payments');
  const flip = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = features.length;
  useEffect(() => {
    if (paused || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused, held, count]);
  const feature = features[index]!;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('pro.features')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ borderRadius: 3, p: 2.5, bgcolor: '#eef2ff', textAlign: 'center' }}
    >
      <Box role="group" aria-roledescription="slide" aria-label={t('pro.slide', { index: index + 1, count })} aria-live={paused || held ? 'polite' : 'off'} sx={{ minHeight: 112 }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }} aria-hidden>
          {feature.icon}
        </Box>
        <Typography component="h3" sx={{ fontWeight: 800, fontSize: 18, mt: 0.5 }}>
          {t(`pro.feature.${feature.key}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t(`pro.feature.${feature.key}.text`)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1 }}>
        <IconButton size="small" aria-label={t('pro.previous')} onClick={() => go(-1)}>
          <ChevronLeft sx={flip} />
        </IconButton>
        {features.map((f, i) => (
          <Box
            key={f.key}
            component="button"
            type="button"
            aria-label={t('pro.goTo', { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{ width: 24, height: 24, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center', '&:focus-visible': { outline: '2px solid #4f46e5', borderRadius: '50%' } }}
          >
            <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: i === index ? 'primary.main' : '#9ca3af' }} />
          </Box>
        ))}
        <IconButton size="small" aria-label={t('pro.next')} onClick={() => go(1)}>
          <ChevronRight sx={flip} />
        </IconButton>
        <IconButton size="small" aria-label={paused ? t('pro.play') : t('pro.pause')} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? <PlayArrow /> : <Pause />}
        </IconButton>
      </Stack>
    </Box>
  );
};
