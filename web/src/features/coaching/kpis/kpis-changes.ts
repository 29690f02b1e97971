import type { kpiCalls } from '@contracts/coaching/kpis/calls';
import type { KpisChangedMessage } from '@contracts/coaching/kpis/live';
import type { CallOutput } from '@contracts/core/call';
import { clientView, READ_AGAIN } from '../journey/client-changes';

// getKpisData: the figures are computed when read (over several read models and the day), so the
// message that they moved carries none: read again, only if a screen shows them.
export const kpisView = clientView<CallOutput<typeof kpiCalls.getKpisData>, KpisChangedMessage>('getKpisData', 'Kpis', () => READ_AGAIN);
