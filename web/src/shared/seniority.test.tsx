/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UserData } from '@contracts/identity/users/user';
import type { ResumeMatch } from '@contracts/marketplace/resumes/resume';
import { i18n } from '../app/i18n';
import { MainSection } from '../features/identity/users/profile/main-section';
import { loadProfileStrings } from '../features/identity/users/profile/profile-strings';
import { MatchBox } from '../features/marketplace/resumes/match-box';
import { loadResumesStrings } from '../features/marketplace/resumes/resumes-strings';
import { inHebrew } from '../test/in-hebrew';
import { renderWithApp } from '../test/render';
import { sampleUser } from '../test/samples';

// Every locale file of the web, read as it is shipped.
const locales = import.meta.glob<Record<string, unknown>>(['../**/locales/en.ts', '../**/locales/he.ts'], { eager: true });

// The paths of every group of texts keyed by the three levels.
function levelGroups(texts: unknown, path: string): string[] {
  if (!texts || typeof texts !== 'object') return [];
  const keys = Object.keys(texts);
  const own = ['Junior', 'Mid-Level', 'Senior'].every((level) => keys.includes(level)) ? [path] : [];
  return [...own, ...Object.entries(texts).flatMap(([key, value]) => levelGroups(value, `${path}.${key}`))];
}

describe('seniority words', () => {
  it('are written once, in the shell catalogs', () => {
    const found = Object.entries(locales).flatMap(([file, module]) => Object.entries(module).flatMap(([language, texts]) => levelGroups(texts, `${file}:${language}`)));
    expect(found).toEqual(['../app/locales/en.ts:en.seniority', '../app/locales/he.ts:he.seniority']);
  });
});

describe('seniority words in Hebrew', () => {
  inHebrew(loadProfileStrings, loadResumesStrings);

  it('read as the shell has them on the profile and in its editor', async () => {
    const user = sampleUser({ seniorityLevel: 'Mid-Level' }) as UserData;
    renderWithApp(<MainSection user={user} editable tracker={{ report: () => undefined }} />, { token: 'user-token', kind: 'user' });
    expect(screen.getByText('ביניים')).toBeTruthy();

    const section = i18n.t('section.main', { ns: 'profile' });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('section.editNamed', { ns: 'profile', section }) }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${i18n.t('fields.seniority', { ns: 'profile' })}`) }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['ג׳וניור', 'ביניים', 'בכיר']);
  });

  it('read as the shell has them in the resume match, and a level the web does not know reads as sent', () => {
    const match: ResumeMatch = {
      jobId: 'j1',
      jobTitle: 'QA',
      tags: { matching: [], missing: [] },
      seniority: { wanted: 'Mid-Level', offered: 'Principal', same: false },
      location: { job: 'Haifa', resume: null, distanceKm: null },
      salary: { min: null, max: null, currency: 'ILS', frequency: 'MONTH' },
    };
    renderWithApp(<MatchBox match={match} />);
    expect(screen.getByText(/ביניים/).textContent).toContain('Principal');
  });
});
