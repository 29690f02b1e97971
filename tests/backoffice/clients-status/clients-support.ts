import type { TestApp } from '../../support/test-app';

// A client's journey opened by staff (its first events): a status, then a plan.
export async function openJourney(t: TestApp, staffToken: string, userId: string, status: string, plan: string): Promise<void> {
  for (const [call, body] of [
    ['changePersonalJourneyStatus', { userId, status }],
    ['changePersonalJourneyPlan', { userId, plan }],
  ] as const) {
    const res = await t.call(call, body, staffToken);
    if (res.status !== 200) throw new Error(`${call}: ${JSON.stringify(res.body)}`);
  }
}
