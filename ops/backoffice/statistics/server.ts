import { statisticsFeature } from '../../../contracts/backoffice/statistics/feature';
import { statisticsProjection } from '../../../projections/backoffice/statistics/statistics.projection';
import { defineServerFeature } from '../../server/feature';
import { getCATData } from './calls/get-cat-data';
import { getDashboardStats } from './calls/get-dashboard-stats';
import { getJHStatisticsData } from './calls/get-jh-statistics-data';
import { getMainDashboardData } from './calls/get-main-dashboard-data';

export const statisticsServer = defineServerFeature({
  contract: statisticsFeature,
  projections: [statisticsProjection],
  migrations: [],
  reads: {},
  calls: { getJHStatisticsData, getDashboardStats, getMainDashboardData, getCATData },
});
