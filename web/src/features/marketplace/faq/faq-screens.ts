import { defineScreens } from '../../../app/screen';
import { loadFaqStrings } from './faq-strings';

export const faqScreens = defineScreens([{ name: 'faq', path: '/faq', page: () => import('./faq-page').then((m) => m.FaqPage), strings: [loadFaqStrings] }]);
