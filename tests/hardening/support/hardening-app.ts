import { startTestApp, type TestApp } from '../../support/test-app';
import { signInEveryRole, type Callers } from './roles';

// The app the access matrix and the bad-input fuzz run against, with one caller per role. Rate
// limits are scaled up: these suites check who may call and what input is refused, not how often
// (found.int.spec.ts checks the limits themselves).
export async function startHardeningApp(): Promise<{ t: TestApp; callers: Callers }> {
  const t = await startTestApp({}, { RATE_LIMIT_SCALE: '1000' });
  try {
    return { t, callers: await signInEveryRole(t) };
  } catch (error) {
    await t.stop();
    throw error;
  }
}
