import { describe, expect, it } from 'vitest';
import { jobBadge } from './job-badge';

const now = Date.parse('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
const job = (overrides: Partial<Parameters<typeof jobBadge>[0]> = {}) => ({ jobstatus: 'A' as const, applies: 0, datecreated: daysAgo(10), company: 'Acme', ...overrides });

describe('job badge', () => {
  it('is Expired for a job that is not active, before any other rule', () => {
    expect(jobBadge(job({ jobstatus: 'O', applies: 30, datecreated: daysAgo(0) }), now)).toEqual({ kind: 'expired' });
    expect(jobBadge(job({ jobstatus: 'D' }), now)).toEqual({ kind: 'expired' });
  });

  it('is Hot from 5 applies: twice the applies up to 20, the applies themselves above', () => {
    expect(jobBadge(job({ applies: 4 }), now)).toEqual({ kind: 'hiring', company: 'Acme' });
    expect(jobBadge(job({ applies: 5 }), now)).toEqual({ kind: 'hot', people: 10 });
    expect(jobBadge(job({ applies: 20 }), now)).toEqual({ kind: 'hot', people: 40 });
    expect(jobBadge(job({ applies: 21 }), now)).toEqual({ kind: 'hot', people: 21 });
  });

  it('is New under 2 days old', () => {
    expect(jobBadge(job({ datecreated: daysAgo(1.99) }), now)).toEqual({ kind: 'new' });
    expect(jobBadge(job({ datecreated: daysAgo(2) }), now)).toEqual({ kind: 'hiring', company: 'Acme' });
  });

  it("is We're Hiring for a known company, except an anonymous facebook job without a login origin", () => {
    expect(jobBadge(job({ company: '  Acme  ' }), now)).toEqual({ kind: 'hiring', company: 'Acme' });
    expect(jobBadge(job({ source: 'anon_fb' }), now)).toBeNull();
    expect(jobBadge(job({ source: 'anon_fb', loggedinfrom: 'facebook' }), now)).toEqual({ kind: 'hiring', company: 'Acme' });
    expect(jobBadge(job({ source: 'web' }), now)).toEqual({ kind: 'hiring', company: 'Acme' });
  });

  it('is none for an undisclosed company', () => {
    expect(jobBadge(job({ company: '' }), now)).toBeNull();
    expect(jobBadge(job({ company: 'Undisclosed Company' }), now)).toBeNull();
  });
});
