import { describe, expect, it, vi } from 'vitest';
import { consentUrl, takeTokenFromLocation, tokenFromHash } from './listing-token';

describe('the listing service’s implicit flow', () => {
  it('asks for a token back to this page', () => {
    const url = new URL(consentUrl('client-1.apps.googleusercontent.com', 'https://jobswipe.test/jobhunt-reviews'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'client-1.apps.googleusercontent.com', redirect_uri: 'https://jobswipe.test/jobhunt-reviews', response_type: 'token', scope: 'https://www.googleapis.com/auth/business.manage' });
  });

  it('reads the token or the refusal from the hash, and takes it out of the address', () => {
    expect(tokenFromHash('#access_token=ya29.abc&token_type=Bearer&expires_in=3599')).toEqual({ token: 'ya29.abc' });
    expect(tokenFromHash('#error=access_denied')).toEqual({ error: 'access_denied' });
    expect(tokenFromHash('')).toBeNull();
    const history = { state: { key: 'k' }, replaceState: vi.fn() };
    expect(takeTokenFromLocation({ hash: '#access_token=ya29.abc', pathname: '/jobhunt-reviews', search: '?x=1' }, history)).toEqual({ token: 'ya29.abc' });
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/jobhunt-reviews?x=1');
    history.replaceState.mockClear();
    expect(takeTokenFromLocation({ hash: '', pathname: '/jobhunt-reviews', search: '' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
