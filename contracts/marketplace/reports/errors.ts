import { defineErrors } from '../../core/feature';

export const reportErrors = defineErrors({
  ReportedObjectNotFound: { status: 404, message: 'There is no such item to report (it may have been deleted)' },
  ReportNotFound: { status: 404, message: 'There is no such report' },
  // ignored or acted on already, by another admin or in another tab
  ReportClosed: { status: 409, message: 'This report was already handled' },
  // the ids the action names are not the report's
  ReportMismatch: { status: 400, message: 'This action does not fit this report' },
});
