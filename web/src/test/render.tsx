import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initialAuthState } from '../app/auth-slice';
import { clientPicked } from '../app/client-slice';
import { AppProviders } from '../app/providers';
import { createAppStore } from '../app/store';

const noSocket = () => ({ on: () => undefined, disconnect: () => undefined, io: { on: () => undefined } });

// The real store and providers, a memory router, and no socket.
// client: the journey client staff picked (as ClientScope picks the one a screen's address names)
export const renderWithApp = (ui: ReactElement, { token = 'guest-token', kind = 'guest' as 'guest' | 'user', client = null as string | null } = {}) => {
  const store = createAppStore({ auth: { ...initialAuthState(null), token, tokenKind: kind }, connectSocket: noSocket, persist: false });
  if (client) store.dispatch(clientPicked(client));
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...view };
};
