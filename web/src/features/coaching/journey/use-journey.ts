import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { useGetPersonalJourneyDataQuery } from './journey-api';

// The journey on screen: the client's own or the one staff picked (each call names them:
// picked-client.ts). Every change reports a refusal in the error dialog.
export const useJourney = () => {
  const { user, roles } = useCurrentUser();
  const query = useGetPersonalJourneyDataQuery();
  const notices = useNotices();
  const isStaff = roles.has('staff');
  // runs a mutation's trigger and shows its error; true when it went through
  const run = async (trigger: () => { unwrap: () => Promise<unknown> }): Promise<boolean> => {
    try {
      await trigger().unwrap();
      return true;
    } catch (error) {
      notices.error(error);
      return false;
    }
  };
  return { ...query, journey: query.data?.personaljourney, isStaff, me: user?._id, run };
};

export type JourneyContext = ReturnType<typeof useJourney>;

// Days of service: from the service's start (or the journey's) to the signature or today, less the
// days frozen; rounded from milliseconds.
export const serviceDays = (journey: { beginServiceDate: string | null; dateCreated: string; signedDate: string | null; freezeHistory: { start: string; end: string | null }[] }, now = Date.now()): number => {
  const day = 86_400_000;
  const start = new Date(journey.beginServiceDate ?? journey.dateCreated).getTime();
  const end = journey.signedDate ? new Date(journey.signedDate).getTime() : now;
  const frozen = journey.freezeHistory.reduce((sum, f) => sum + Math.max(0, (f.end ? new Date(f.end).getTime() : now) - new Date(f.start).getTime()), 0);
  return Math.max(0, Math.round((end - start - frozen) / day));
};
