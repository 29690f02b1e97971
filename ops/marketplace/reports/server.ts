import { reportsFeature } from '../../../contracts/marketplace/reports/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { companyProjection } from '../../../projections/marketplace/companies/company.projection';
import { deckProjection } from '../../../projections/marketplace/deck/deck.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { reportProjection } from '../../../projections/marketplace/reports/report.projection';
import { resumeProjection } from '../../../projections/marketplace/resumes/resume.projection';
import { savedItemProjection } from '../../../projections/marketplace/saved-items/saved-item.projection';
import { defineServerFeature } from '../../server/feature';
import { deleteReportedJob } from './calls/delete-reported-job';
import { deleteReportedObject } from './calls/delete-reported-object';
import { deleteReportedUser } from './calls/delete-reported-user';
import { getMyReports } from './calls/get-my-reports';
import { getReports, reportsCsv } from './calls/get-reports';
import { ignoreReport } from './calls/ignore-report';
import { reportObject } from './calls/report-object';
import { mailReportNotice } from './reactions/mail-report-notice';

// What a deletion reaches: every list the deleted job or person was on.
const listsOfDeleted = [reportProjection, jobProjection, deckProjection, savedItemProjection, resumeProjection, userAccountProjection];

export const reportsServer = defineServerFeature({
  contract: reportsFeature,
  projections: [reportProjection],
  migrations: [],
  reads: {
    reportObject: [reportProjection],
    ignoreReport: [reportProjection],
    deleteReportedUser: listsOfDeleted,
    deleteReportedJob: listsOfDeleted,
    deleteReportedObject: [reportProjection, companyProjection],
  },
  calls: { reportObject, getMyReports, getReports, ignoreReport, deleteReportedUser, deleteReportedJob, deleteReportedObject },
  csv: { getReports: reportsCsv },
  reactions: [mailReportNotice],
});
