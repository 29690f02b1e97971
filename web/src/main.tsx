// first: zod's settings (no eval under the CSP, plain messages) apply to every schema built after it
import '@contracts/core/zod-settings';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/routes';
import { createAppStore } from './app/store';
import { startSession } from './features/identity/users/session-actions';

const store = createAppStore();
void store.dispatch(startSession());
const router = createAppRouter();

// A Hebrew reader's strings and right-to-left styles are ready before the first paint.
void initI18n().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
