import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-links';

const link = { url: 'https://jobswipe.test/jobs/acme-qa-tel-aviv-1?x=1&y=2', title: 'QA & Test', subject: 'QA & Test on JobSwipe', body: 'Look: https://jobswipe.test/jobs/acme-qa-tel-aviv-1?x=1&y=2' };

describe('share links', () => {
  it('builds each network share address with the link encoded', () => {
    const encoded = encodeURIComponent(link.url);
    expect(shareUrl('facebook', link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(shareUrl('linkedin', link)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(shareUrl('twitter', link)).toBe(`https://twitter.com/intent/tweet?url=${encoded}&text=QA%20%26%20Test`);
  });

  it('opens mail with the subject and body', () => {
    const mail = new URL(shareUrl('email', link));
    expect(mail.protocol).toBe('mailto:');
    expect(new URLSearchParams(mail.search).get('subject')).toBe('QA & Test on JobSwipe');
    expect(new URLSearchParams(mail.search).get('body')).toBe(link.body);
  });
});
