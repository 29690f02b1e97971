import { defineScreens } from '../../../app/screen';
import { loadTemplatesStrings } from './templates-strings';

export const templatesScreens = defineScreens([
  { name: 'templates', path: '/templates/:template?', access: 'staff', frame: 'staff', page: () => import('./templates-page').then((m) => m.TemplatesPage), strings: [loadTemplatesStrings] },
]);
