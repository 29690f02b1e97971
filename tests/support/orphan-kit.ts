import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ActivityItem } from '../../contracts/marketplace/activity/activity';
import * as files from '../uploads/fixtures';
import { validJob, type TestApp } from './test-app';

// What the specs about applicants without an account do over HTTP: a guest token, a job, an
// application with a PDF CV, the recruiter's applicants, whether a stored upload is still there.
export function orphanKit(app: () => TestApp) {
  return {
    guestToken: async () => (await app().call<{ token: string }>('getUnregistedUserToken', { device: 'computer' })).body.token,
    postJob: async (token: string, title: string) => (await app().call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title }) }, token)).body.job._id,
    applicants: async (token: string) => (await app().call<{ list: ActivityItem[] }>('getUserActivity', { histogramSubType: 'applicants' }, token)).body.list,
    uploaded: (id: string) => existsSync(path.join(app().app.config.dataDir, 'uploads', id)),
    async applyOrphan(token: string, fields: { email: string; first_name: string; last_name: string; jobId: string }) {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(files.pdf)], { type: 'application/pdf' }), `${fields.last_name} CV.pdf`);
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const res = await fetch(`${app().app.url}/api/applyOrphan`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status, await res.clone().text()).toBe(200);
    },
  };
}
