import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../ops/auth/tokens';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('answers a token verified before the same way, and still ends it when it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(secret);
    const token = await tokens.sign({ sub: 'u1', purpose: 'session' }, 60);
    const first = await tokens.verify(token, 'session');
    expect(first).toMatchObject({ sub: 'u1', expired: false });
    expect(await tokens.verify(token, 'session')).toEqual(first);
    // the same token for another purpose is refused, first time and after
    expect(await tokens.verify(token, 'guest')).toBeNull();
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z'));
    expect(await tokens.verify(token, 'session')).toEqual({ expired: true });
  });

  it('refuses an edited token even after the original was verified', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign({ sub: 'u1', purpose: 'session' }, 60);
    expect(await tokens.verify(token, 'session')).toMatchObject({ sub: 'u1' });
    const [header, payload, signature] = token.split('.');
    const edited = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    edited.sub = 'admin';
    expect(await tokens.verify(`${header}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`, 'session')).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`, 'session')).toBeNull();
    expect(await createTokenService(`${secret}-other`).verify(token, 'session')).toBeNull();
  });
});
