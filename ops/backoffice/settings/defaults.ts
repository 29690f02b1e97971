import type { SettingValues } from '../../../contracts/backoffice/settings/settings';
import { publishTimes } from '../../../contracts/coaching/publish-grid/publish-grid';
import { parts } from '../../../contracts/coaching/publication/publication';
import { DEFAULT_JOB_LIMIT } from '../../../contracts/identity/users/user';
import type { Config } from '../../config/config';

// Each setting while no admin changed it: the server's configuration, and the product's constants.
export const settingDefaultsOf = (config: Pick<Config, 'product' | 'mailFrom'>): SettingValues => ({
  brandName: config.product,
  publishTimes: [...publishTimes],
  parts: [...parts],
  defaultJobLimit: DEFAULT_JOB_LIMIT,
  mailFrom: config.mailFrom,
});
