// English texts of the 'jobsFound' namespace; he.ts must have the same keys.
export const en = {
  title: 'Jobs found',
  subtitle: 'The offers clients signed and the jobs they found while the service ran',
  // the column labels the table's descriptor names (contracts/backoffice/jobs-found/jobs-table.ts)
  column: {
    foundAt: 'Found',
    clientName: 'Client',
    clientEmail: 'Client email',
    company: 'Company',
    title: 'Title',
    seniority: 'Seniority',
    salary: 'Salary',
    startDate: 'Start date',
    type: 'Kind',
    signed: 'Signed offer',
    id: 'Job id',
  },
  kind: { 'After Service': 'After the service began', 'Safety Net': 'Safety net', 'Before Service': 'Before the service' },
  empty: 'No client has found a job yet',
  emptyHint: 'A signed offer, or a job a client records as found, shows here.',
};
