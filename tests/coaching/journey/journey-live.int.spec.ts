import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { JourneyChangedMessage } from '../../../contracts/coaching/journey/live';
import { JOURNEY_WATCH } from '../../../contracts/core/live';
import { nextMessage } from '../../support/next-message';
import type { TestApp } from '../../support/test-app';
import { coachingCast, type Person } from './journey-support';

// One live journey: the client and the staff who have it open hear each other's changes, with who
// made them; nobody else hears them.
let t: TestApp, admin: Person, coach: Person, client: Person, other: Person;
beforeAll(async () => void ({ t, admin, coach, client, other } = await coachingCast()));
afterAll(() => t?.stop());

const watch = (socket: Socket, userId: string) => new Promise<{ joined: boolean }>((resolve) => socket.emit(JOURNEY_WATCH, { userId }, resolve));
const about = (userId: string, change: string) => (m: JourneyChangedMessage) => m.userId === userId && m.change === change;

describe('one live journey', () => {
  it("tells the client what their coach changed, and the coach what the client changed", async () => {
    const clientSocket = await t.socket(client.token);
    const coachSocket = await t.socket(coach.token);
    expect(await watch(coachSocket, client.userId)).toEqual({ joined: true });

    const heardByClient = nextMessage<JourneyChangedMessage>(clientSocket, 'journey.changed', about(client.userId, 'JourneyStatusChanged'), 5000);
    expect((await t.call('changePersonalJourneyStatus', { userId: client.userId, status: 'signed' }, coach.token)).status).toBe(200);
    expect(await heardByClient).toMatchObject({ by: { id: coach.userId, name: 'Dana Coach', staff: true }, position: expect.stringMatching(/^\d+$/) });

    const heardByCoach = nextMessage<JourneyChangedMessage>(coachSocket, 'journey.changed', about(client.userId, 'JourneyCommentAdded'), 5000);
    await t.call('addCommentToPesonalJourney', { journeyId: client.userId, newComment: 'Thanks!' }, client.token);
    expect(await heardByCoach).toMatchObject({ by: { id: client.userId, name: 'Noa Client', staff: false } });
  });

  it("keeps another client out of the journey's room", async () => {
    const otherSocket = await t.socket(other.token);
    expect(await watch(otherSocket, client.userId)).toEqual({ joined: false });
    const leaked = nextMessage<JourneyChangedMessage>(otherSocket, 'journey.changed', (m) => m.userId === client.userId, 1500);
    await t.call('changePersonalJourneyPlan', { userId: client.userId, plan: 'standard pro' }, coach.token);
    await expect(leaked).rejects.toThrow(/no journey.changed message/);
  });
});
