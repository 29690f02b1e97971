import type { CaptchaVerifier } from '../../contracts/core/ports';
import type { Config } from '../config/config';

const endpoints = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

// Off by default: every token passes. With CAPTCHA_PROVIDER and CAPTCHA_SECRET the provider checks it.
export function createCaptchaVerifier(config: Config['captcha']): CaptchaVerifier {
  if (config.provider === 'off') return { verify: async () => true };
  const url = endpoints[config.provider];
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: config.secret ?? '', response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
