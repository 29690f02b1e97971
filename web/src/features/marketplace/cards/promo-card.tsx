import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';

// The promotional card of the jobs list: its text is Hebrew in either language (marketplace spec §2).
export const PromoCard = () => {
  const { t } = useTranslation('cards');
  return (
    <Card component="aside" aria-label={t('promo.label')} sx={{ p: 2, background: 'linear-gradient(135deg, #eef2ff 0%, #e0f2fe 100%)', borderColor: 'primary.light' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <RocketLaunchOutlined sx={{ color: 'primary.main', fontSize: 32, mt: 0.5 }} />
        <Box lang="he" dir="rtl" sx={{ flex: 1, textAlign: 'right' }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: 16 }}>
            מחפשים עבודה? לא לבד.
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            ליווי אישי עד למשרה הבאה: קורות חיים שבולטים, הגשות למשרות המתאימות והכנה לראיונות, עם מלווה קריירה צמוד.
          </Typography>
          <Button component={RouterLink} to="/faq" size="small" variant="contained" sx={{ mt: 1.25 }}>
            לפרטים
          </Button>
        </Box>
        <Chip size="small" label={t('promo.label')} sx={{ fontWeight: 700 }} />
      </Box>
    </Card>
  );
};
