import { actOnAlert } from '../../../command/marketplace/alerts/alert-commands';
import type { CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import { sendAlertMails } from '../../marketplace/alerts/alert-sender';

const DAY = 86_400_000;
export const DEMO_RADIUS_KM = 50;

// The seeker's alert, kept since yesterday: jobs within 50 km of Tel Aviv, daily; and its first mail,
// the jobs of the last day, already in the outbox (/outbox) to read. Through the command people use,
// and the sender the daily task runs.
export async function seedDemoAlerts(deps: CommandDeps, seekerId: string, waitFor: (p: Position) => Promise<boolean>): Promise<void> {
  const now = deps.clock();
  const telAviv = defaultPlaces.find((p) => p.name === 'Tel Aviv') ?? defaultPlaces[1]!;
  const yesterday = { ...deps, clock: () => new Date(now.getTime() - DAY) };
  const added = await actOnAlert(
    yesterday,
    {
      type: 'AddAlert',
      alertId: deps.newId(),
      userId: seekerId,
      email: null,
      histogramType: 'jobs',
      query: { radius: DEMO_RADIUS_KM, location: { lat: telAviv.lat, lng: telAviv.lng, text: telAviv.name, country: 'Israel' } },
      url: `/jobs/jobs-in-Tel-Aviv-SRCH_L${telAviv.index}?radius=${DEMO_RADIUS_KM}`,
      frequency: 'daily',
      language: 'en',
    },
    { actor: seekerId, correlationId: 'seed' },
  );
  if (isDomainError(added)) throw new Error(`the demo alert was refused: ${added.code} ${added.message ?? ''}`);
  if (added.position) await waitFor(added.position);
  await sendAlertMails(deps, ['daily'], now);
}
