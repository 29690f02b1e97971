import { statisticsCalls } from '@contracts/backoffice/statistics/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(statisticsCalls);

// Read-only figures: no command answers them and no live message moves them (their counters are
// written in the background), so a screen reads them when opened or when its range changes.
export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJHStatisticsData: calls.query(build, 'getJHStatisticsData'),
    getDashboardStats: calls.query(build, 'getDashboardStats'),
    getMainDashboardData: calls.query(build, 'getMainDashboardData'),
    getCATData: calls.query(build, 'getCATData'),
  }),
});
