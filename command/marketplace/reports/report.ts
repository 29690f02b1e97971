import { reportEvents, type ReportEvent } from '../../../contracts/marketplace/reports/events';

// What the rules need of report-{reportId}: whether it is waiting, and what it reports.
export type ReportState =
  | { status: 'none' }
  | { status: 'open'; reportId: string; type: string; objectId: string; objectOwnerId: string | null; company: string | null }
  | { status: 'closed'; reportId: string; type: string; objectId: string };
export const initialReport: ReportState = { status: 'none' };

export const evolveReport = (state: ReportState, event: ReportEvent): ReportState => {
  if (event.type === 'ObjectReported') {
    const { reportId, type, objectId, objectOwnerId, company } = event.data;
    return { status: 'open', reportId, type, objectId, objectOwnerId, company };
  }
  return state.status === 'open' ? { status: 'closed', reportId: state.reportId, type: state.type, objectId: state.objectId } : state;
};
