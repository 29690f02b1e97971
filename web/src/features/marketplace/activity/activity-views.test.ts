import { describe, expect, it } from 'vitest';
import { noActivityFlags } from '@contracts/marketplace/activity/activity';
import { hasDot, validView } from './activity-views';

describe('activity views', () => {
  it("opens on the role's second list by default", () => {
    expect(validView('seeker', undefined)).toBe('jobsSuggestion');
    expect(validView('recruiter', undefined)).toBe('applicants');
  });

  it("falls back to the default for an unknown view or the other role's view", () => {
    expect(validView('seeker', 'nonsense')).toBe('jobsSuggestion');
    expect(validView('seeker', 'applicants')).toBe('jobsSuggestion');
    expect(validView('recruiter', 'myApplications')).toBe('applicants');
    expect(validView('recruiter', 'matchesRec')).toBe('matchesRec');
  });

  it('puts a dot on the lists whose flag is set', () => {
    const flags = { ...noActivityFlags, hasMatchesCan: true };
    expect(hasDot('matchesCan', flags)).toBe(true);
    expect(hasDot('jobsSuggestion', flags)).toBe(false);
    expect(hasDot('myApplications', { ...flags, hasJobsSuggestion: true })).toBe(false);
  });
});
