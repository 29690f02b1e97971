// The listing service's implicit flow: the browser goes to its consent page and comes back to this
// page with the access token in the URL hash (#access_token=…&token_type=Bearer&expires_in=3599).
const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const SCOPE = 'https://www.googleapis.com/auth/business.manage';

export const consentUrl = (clientId: string, returnTo: string): string =>
  `${AUTH_URL}?${new URLSearchParams({ client_id: clientId, redirect_uri: returnTo, response_type: 'token', scope: SCOPE, include_granted_scopes: 'true', prompt: 'consent' })}`;

// The token the hash carries, or an error the service sent back (#error=access_denied), or nothing.
export function tokenFromHash(hash: string): { token: string } | { error: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (token) return { token };
  const error = params.get('error');
  return error ? { error } : null;
}

// Read once: the token leaves the address bar (and the history) before anything else sees it.
export function takeTokenFromLocation(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState' | 'state'>) {
  const found = tokenFromHash(location.hash);
  if (found) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return found;
}
