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
      .replace(/\/:[A-Za-z]+/g, '/sample');
    urls.push({ path: path || '/', screen });
    if (screen.name === 'jobs') urls.push({ path: samples.jobPath, screen });
  }
  return urls;
}
