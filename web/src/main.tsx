import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/routes';
import { createAppStore } from './app/store';
import { startSession } from './features/identity/session-actions';

void initI18n();
const store = createAppStore();
void store.dispatch(startSession());
const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
