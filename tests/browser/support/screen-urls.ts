import { screens, type Screen } from '../../../web/src/app/screens';

export type ScreenUrl = { path: string; screen: Screen };

// Concrete addresses for every screen of the web app's route list: optional parameters left out,
// required ones filled from `samples`, the catch-all given an unknown address. Screens with an
// item view (a job) are also visited with one.
export function screenUrls(samples: { jobPath: string; companySlug: string }): ScreenUrl[] {
  const urls: ScreenUrl[] = [];
  for (const screen of screens) {
    if (screen.path === '*') {
      urls.push({ path: '/no-such-page', screen });
      continue;
    }
    const path = screen.path
      .replace(/\/:[A-Za-z]+\?/g, '')
      .replace(/:slug/g, samples.companySlug)
      .replace(/:eventUrl/g, 'google_meet')
      .replace(/\/:[A-Za-z]+/g, '/sample');
    urls.push({ path: path || '/', screen });
    if (screen.name === 'jobs') urls.push({ path: samples.jobPath, screen });
  }
  return urls;
}

export type CoachingRole = 'client' | 'staff';

// the screens where staff name the client they open as ?userId= (the rest take it in the path)
const clientByQuery = new Set(['personalJourney', 'kpis', 'dashboard', 'journeyHistory']);

// The addresses a journey client or coaching staff use, by the access each screen declares: the
// portal's home, then the client's own screens; staff see each of theirs bare (a client to pick)
// and opened for `clientId`.
export function coachingScreenUrls(role: CoachingRole, clientId: string): string[] {
  const grantsRole = (screen: Screen) => {
    const access = typeof screen.access === 'string' ? [screen.access] : (screen.access ?? []);
    return role === 'staff' ? access.includes('staff') : access.includes('journeyUser') || access.includes('activeJourneyClient');
  };
  const urls = ['/'];
  for (const screen of screens.filter(grantsRole)) {
    const bare = screen.path.replace(/\/:[A-Za-z]+\?$/, '');
    if (/:[A-Za-z]/.test(bare)) throw new Error(`${screen.name}: no sample for ${screen.path}`);
    urls.push(bare);
    if (role !== 'staff') continue;
    if (screen.path.endsWith('/:userId?')) urls.push(`${bare}/${clientId}`);
    else if (clientByQuery.has(screen.name)) urls.push(`${bare}?userId=${clientId}`);
  }
  return urls;
}
