import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initialAuthState } from '../app/auth-slice';
import { AppProviders } from '../app/providers';
import { createAppStore } from '../app/store';

const noSocket = () => ({ on: () => undefined, disconnect: () => undefined, io: { on: () => undefined } });

// The real store and providers, a memory router, and no socket.
export const renderWithApp = (ui: ReactElement, { token = 'guest-token', kind = 'guest' as 'guest' | 'user' } = {}) => {
  const store = createAppStore({ auth: { ...initialAuthState(null), token, tokenKind: kind }, connectSocket: noSocket, persist: false });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...view };
};
