import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Language } from '@contracts/core/languages';
import { changeLanguage, currentLanguage } from '../app/i18n';

// Each language is named in itself, so it can be found whatever is on screen.
export const languageNames: Record<Language, string> = { en: 'English', he: 'עברית' };

export const otherLanguage = (): Language => (currentLanguage() === 'he' ? 'en' : 'he');

export const LanguageSwitch = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const next = otherLanguage();
  const label = `${t('common.language')}: ${languageNames[next]}`;
  if (compact)
    return (
      <IconButton aria-label={label} title={languageNames[next]} onClick={() => void changeLanguage(next)} lang={next}>
        <TranslateIcon />
      </IconButton>
    );
  return (
    <Button color="inherit" startIcon={<TranslateIcon />} onClick={() => void changeLanguage(next)} aria-label={label} lang={next}>
      {languageNames[next]}
    </Button>
  );
};
