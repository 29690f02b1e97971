import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { calls } from '@contracts/calls';

export type Recorded = { name: string; body: unknown; authorization: string | null };
type Answer = { status?: number; body: unknown };
type Handlers = Partial<Record<string, (body: unknown) => Answer>>;

const callTable = calls as Record<string, { input: z.ZodType; output: z.ZodType } | undefined>;

const describeIssues = (error: z.ZodError) => error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');

// A stand-in for POST /api/{name}: records each call and answers from the given handlers. Request
// bodies and 200 answers are checked against the contracts' call table, so a canned answer cannot
// drift from what the real server may send; a mismatch fails the call and the test.
export const fakeServer = (handlers: Handlers) => {
  const calls: Recorded[] = [];
  const problems: string[] = [];
  const fail = (message: string): never => {
    problems.push(message);
    throw new Error(message);
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const name = url.pathname.replace('/api/', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ name, body, authorization: headers.get('Authorization') });
    const call = callTable[name];
    const handler = handlers[name];
    if (call && handler) {
      const request = call.input.safeParse(body);
      if (!request.success) fail(`The browser sent ${name} a body the contract refuses:\n${describeIssues(request.error)}`);
    }
    const answer = handler ? handler(body) : { status: 404, body: { error: 'There is no such call' } };
    const status = answer.status ?? 200;
    if (status === 200) {
      if (!call) fail(`${name} is not a call of the contracts' table`);
      const checked = call?.output.safeParse(answer.body);
      if (checked && !checked.success) fail(`The test's answer to ${name} does not match the contract:\n${describeIssues(checked.error)}`);
    }
    return new Response(JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    if (problems.length) throw new Error(problems.join('\n\n'));
  });
  // a test that means to break the contract reads these, then empties them
  return { calls, problems, callsTo: (name: string) => calls.filter((call) => call.name === name) };
};

export const sampleJob = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  title: `Job ${id}`,
  company: 'Acme',
  company_url: null,
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Senior',
  description: 'Build things',
  location: 'Tel Aviv',
  loc_lat: 32.0853,
  loc_lng: 34.781768,
  country: 'Israel',
  countryCode: 'IL',
  streetAddress: null,
  postalCode: null,
  salaryMin: 10000,
  salaryMax: 15000,
  salaryCurrency: 'ILS',
  salaryFrequency: 'MONTH',
  tags: ['react'],
  selectedTags: [],
  phone: null,
  phoneToAllJobs: false,
  jobstatus: 'A',
  jobownerid: 'owner-1',
  datecreated: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  applies: 0,
  promoted: 0,
  slug: `acme-job-${id}-tel-aviv`,
  ...overrides,
});

// A job as a search lists it: no description and no contact.
export const sampleListItem = (id: string, overrides: Record<string, unknown> = {}) => {
  const { description, phone, phoneToAllJobs, jobownerid, streetAddress, postalCode, ...row } = sampleJob(id, overrides);
  void [description, phone, phoneToAllJobs, jobownerid, streetAddress, postalCode];
  return row;
};

export const validJobInfo = () => ({
  title: 'QA Engineer',
  company: 'Acme',
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Junior',
  description: 'Test things',
  location: 'Haifa',
  loc_lat: 32.794044,
  loc_lng: 34.989571,
}) as const;
