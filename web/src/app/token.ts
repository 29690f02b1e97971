// The session token lives in localStorage so a reload keeps the user signed in.
export type TokenKind = 'user' | 'guest';
export type StoredToken = { token: string; kind: TokenKind };

const STORAGE_KEY = 'jobswipe.token';

const decodeBase64Url = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return decodeURIComponent(
    Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
};

export const readJwtExpiry = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') return claims.exp;
    return null;
  } catch {
    return null;
  }
};

// A token whose exp is in the past is invalid; a token without exp is kept (the server decides).
export const isTokenExpired = (token: string, nowMs = Date.now()): boolean => {
  const exp = readJwtExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
};

export const loadStoredToken = (): StoredToken | null => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, kind } = parsed as Partial<StoredToken>;
    if (typeof token !== 'string' || (kind !== 'user' && kind !== 'guest')) return null;
    return isTokenExpired(token) ? null : { token, kind };
  } catch {
    return null;
  }
};

export const saveStoredToken = (value: StoredToken | null): void => {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the session lasts until the tab closes
  }
};
