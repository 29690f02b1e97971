import { skipToken } from '@reduxjs/toolkit/query/react';
import { pickedClient } from '../../../app/client-slice';
import { useAppSelector } from '../../../app/hooks';

type Named = { userId?: string | undefined };

// A query about a journey client, for the client staff picked (ClientScope): the entry names them,
// so each client's answers are cached apart, without the screen passing them. A client (nobody
// picked) reads their own. An argument that names someone else wins.
//   export const useGetInterviewsForUserQuery = forPickedClient(trackerApi.useGetInterviewsForUserQuery);
export const forPickedClient =
  <Arg extends Named | void, Options, Result>(hook: (arg: Arg | typeof skipToken, options?: Options) => Result) =>
  (arg?: Omit<Exclude<Arg, void>, 'userId'> & Named | typeof skipToken, options?: Options): Result => {
    const picked = useAppSelector(pickedClient);
    if (arg === skipToken) return hook(skipToken, options);
    return hook({ ...(picked ? { userId: picked } : {}), ...(arg ?? {}) } as Arg, options);
  };

// The journey client staff picked, for what a screen shows of them (their links, staff's panels
// about them); null for a client, who sees their own.
export const usePickedClient = (): string | null => useAppSelector(pickedClient);
