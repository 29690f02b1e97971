import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PostAdd from '@mui/icons-material/PostAdd';
import SearchIcon from '@mui/icons-material/Search';
import { emptySearch, categoryPath, searchPath, type ListType, type SearchCriteria } from '../shared/search-slug';
import { SearchBox } from '../shared/search-box';
import { useIsMobile } from '../shared/use-is-mobile';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { useRoleActions } from '../features/identity/users/use-role-actions';
import { categories } from './categories';
import { HeroIllustration } from './hero-illustration';

// a phone's search section, collapsing on scroll: loaded on phones only
const MobileSearch = lazy(() => import('./mobile-search').then((m) => ({ default: m.MobileSearch })));

export const LandingPage = () => {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { role } = useCurrentUser();
  const { postJobsFree } = useRoleActions();
  const recruiter = role === 'recruiter';
  // Recruiters look for talent (resumes); everyone else for jobs.
  const listType: ListType = recruiter ? 'resumes' : 'jobs';

  const steps = [
    { icon: <SearchIcon />, title: t('landing.search'), text: recruiter ? t('landing.searchTalents') : t('landing.searchJobs') },
    { icon: <FavoriteBorderRounded />, title: t('landing.match'), text: recruiter ? t('landing.matchTalents') : t('landing.matchJobs') },
    { icon: <ChatBubbleOutlineRounded />, title: t('landing.connect'), text: t('landing.connectText') },
  ];

  const search = (next: SearchCriteria) => navigate(searchPath(listType, next));

  return (
    <>
      {isMobile && (
        <Suspense fallback={<Box sx={{ height: 74 }} />}>
          <MobileSearch value={emptySearch} onSearch={search} />
        </Suspense>
      )}
      <Box
        component="section"
        sx={{
          background: 'radial-gradient(1200px 500px at 10% -10%, #e0e7ff 0%, transparent 60%), radial-gradient(900px 500px at 100% 0%, #e0f2fe 0%, transparent 55%), #f8fafc',
          pt: { xs: 4, md: 9 },
          pb: { xs: 5, md: 10 },
        }}
      >
        <Container maxWidth="lg" sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' }, alignItems: 'center' }}>
          <Box>
            <Typography
              variant="h1"
              sx={{
                fontSize: { xs: 34, sm: 46, md: 56 },
                lineHeight: 1.08,
                background: 'linear-gradient(90deg, #1e1b4b 0%, #4f46e5 60%, #0ea5e9 100%)',
                WebkitBackgroundClip: 'text',
                backgroundClip: 'text',
                color: 'transparent',
              }}
            >
              {recruiter ? t('landing.headlineRecruiter') : t('landing.headlineSeeker')}
            </Typography>
            <Typography sx={{ mt: 2, mb: isMobile ? 0 : 4, fontSize: { xs: 16, md: 19 }, color: 'text.secondary', maxWidth: 560 }}>
              {recruiter ? t('landing.subtitleRecruiter') : t('landing.subtitleSeeker')}
            </Typography>
            {!isMobile && <SearchBox size="hero" value={emptySearch} onSearch={search} />}
          </Box>
          {!isMobile && <HeroIllustration />}
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} aria-labelledby="steps-title">
        <Typography id="steps-title" variant="overline" sx={{ display: 'block', textAlign: 'center', color: 'primary.main', fontWeight: 800 }}>
          {t('landing.stepsTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, mt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {steps.map((step, index) => (
            <Card key={step.title} sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
              <Box sx={{ position: 'relative', width: 56, height: 56, flexShrink: 0, borderRadius: 4, display: 'grid', placeItems: 'center', color: '#fff', background: 'linear-gradient(135deg, #6366f1, #0ea5e9)' }}>
                {step.icon}
                <Box component="span" sx={{ position: 'absolute', top: -8, insetInlineEnd: -8, width: 24, height: 24, borderRadius: '50%', bgcolor: '#fff', color: 'primary.main', fontSize: 13, fontWeight: 800, display: 'grid', placeItems: 'center', boxShadow: 1 }}>
                  {index + 1}
                </Box>
              </Box>
              <Box>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
              </Box>
            </Card>
          ))}
        </Box>
      </Container>

      <Box component="section" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', py: { xs: 5, md: 8 } }} aria-labelledby="explore-title">
        <Container maxWidth="lg">
          <Typography id="explore-title" variant="h3" component="h2" sx={{ fontSize: { xs: 26, md: 34 } }}>
            {recruiter ? t('landing.exploreTalents') : t('landing.exploreJobs')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>{t('landing.exploreSubtitle')}</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {categories.map((category) => (
              <Card key={category.key} sx={{ transition: 'transform .15s, box-shadow .15s', '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 12px 30px -18px rgba(30,27,75,.5)' } }}>
                <ButtonBase component={RouterLink} to={categoryPath(listType, category.label)} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', width: '100%', display: 'block', textAlign: 'start', '&:hover': { bgcolor: 'action.hover' } }}>
                  <Box sx={{ width: 44, height: 44, borderRadius: 3, display: 'grid', placeItems: 'center', color: category.tint, bgcolor: `${category.tint}1a`, mb: 1.5 }}>
                    {category.icon}
                  </Box>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{t(`categories.${category.key}`)}</Typography>
                    <ArrowForward fontSize="small" sx={{ color: 'text.secondary', transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
                  </Stack>
                </ButtonBase>
              </Card>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ borderRadius: 5, p: { xs: 3, md: 5 }, color: '#fff', background: 'linear-gradient(120deg, #312e81 0%, #4f46e5 55%, #0ea5e9 100%)', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h4" component="h2" sx={{ fontSize: { xs: 22, md: 30 } }}>
              {t('landing.ctaTitle')}
            </Typography>
            <Typography sx={{ opacity: 0.85, mt: 1 }}>{t('landing.ctaText')}</Typography>
          </Box>
          <Button size="large" startIcon={<PostAdd />} onClick={() => void postJobsFree()} sx={{ bgcolor: '#fff', color: 'primary.dark', px: 3, flexShrink: 0, '&:hover': { bgcolor: '#eef2ff' } }}>
            {t('nav.postJobsFree')}
          </Button>
        </Box>
      </Container>
    </>
  );
};
