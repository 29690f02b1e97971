import { createHash } from 'node:crypto';

// Stream ids of the reports are built only here.

// One stream per person and object they reported: reporting it again finds the stream there.
export const REPORT_STREAM_PREFIX = 'report-';
export const reportIdOf = (report: { type: string; objectId: string; reporterId: string }): string =>
  createHash('sha256').update(`${report.type}\n${report.objectId}\n${report.reporterId}`).digest('hex').slice(0, 32);
export const reportStreamId = (reportId: string): string => `${REPORT_STREAM_PREFIX}${reportId}`;
