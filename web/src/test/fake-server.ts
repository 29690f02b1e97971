import { vi } from 'vitest';

export type Recorded = { name: string; body: unknown; authorization: string | null };

// A stand-in for POST /api/{name}: records each call and answers from the given handlers.
export const fakeServer = (handlers: Record<string, (body: unknown) => { status?: number; body: unknown }>) => {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const name = url.pathname.replace('/api/', '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ name, body, authorization: headers.get('Authorization') });
    const handler = handlers[name];
    const answer = handler ? handler(body) : { status: 404, body: { error: 'There is no such call' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (name: string) => calls.filter((call) => call.name === name) };
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
