import { useTranslation } from 'react-i18next';

// A seniority level in the reader's language (the shell's strings, loaded with the first screen);
// a level the web does not know reads as sent.
export const useSeniority = (): ((level: string) => string) => {
  const { t } = useTranslation();
  return (level) => t(`seniority.${level as 'Junior'}`, { defaultValue: level });
};
