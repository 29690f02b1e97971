import { useEffect } from 'react';
import { cardsApi } from './cards-api';

// Opening a job's card counts as a watch (the server counts a viewer once a day); a failure to count
// is nobody's concern on this screen.
export const useWatchOnOpen = (jobId: string | undefined) => {
  const [watch] = cardsApi.useWatchJobMutation();
  useEffect(() => {
    if (jobId) void watch({ jobId }).catch(() => undefined);
  }, [jobId, watch]);
};
