import { defineAccessRows, staff } from '../../core/access-matrix';
import { statisticsCalls } from './calls';

export const statisticsAccess = defineAccessRows(statisticsCalls, {
  getJHStatisticsData: { expect: staff(200) },
  getDashboardStats: { expect: staff(200) },
  getMainDashboardData: { expect: staff(200) },
  getCATData: { expect: staff(200) },
});
