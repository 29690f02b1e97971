import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { beforeLanguageShows, i18n } from './i18n';
import type { AppStore } from './store';
import { createAppTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | null = null;

// Hebrew flips every left/right in the generated CSS; the plugin that does it loads only for Hebrew.
beforeLanguageShows(async (language) => {
  if (i18n.dir(language) !== 'rtl' || rtlCache) return;
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
});

const useDirection = () => {
  const [direction, setDirection] = useState(i18n.dir(i18n.language));
  useEffect(() => {
    const onChange = (language: string) => setDirection(i18n.dir(language));
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = i18n.language;
  }, [direction]);
  return direction;
};

export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => {
  const direction = useDirection();
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <Provider store={store}>
      <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </Provider>
  );
};
