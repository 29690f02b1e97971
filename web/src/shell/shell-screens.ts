import { defineScreens } from '../app/screen';
import { productSlug } from '../features/coaching/portal/product';

// The specs' screens no feature has built yet, and the catch-all. A feature that builds one of them
// takes its line from here into its own screens.
export const placeholderScreens = defineScreens([
  { name: 'settings', path: '/settings', placeholder: 'settings', access: 'authed' },
  { name: 'saved', path: '/saveditems', placeholder: 'saved', access: 'authed' },
  { name: 'alerts', path: '/notifications', placeholder: 'alerts', access: 'authed' },
  { name: 'companies', path: '/companies/:slug', placeholder: 'companies' },
  { name: 'terms', path: '/terms', placeholder: 'terms' },
  { name: 'privacy', path: '/privacy', placeholder: 'privacy' },
  // the staff back-office (back-office spec §2, who may open each: §6)
  { name: 'reports', path: '/reports', placeholder: 'reports', access: 'admin', frame: 'staff' },
  { name: 'sendPush', path: '/sendpushnotifications', placeholder: 'sendPush', access: 'admin', frame: 'staff' },
  { name: 'jhUsers', path: `/${productSlug()}-users`, placeholder: 'jhUsers', access: 'journeyAdmin', frame: 'staff' },
  { name: 'jhSettings', path: `/${productSlug()}-settings`, placeholder: 'jhSettings', access: 'journeyAdmin', frame: 'staff' },
  { name: 'reviews', path: `/${productSlug()}-reviews`, placeholder: 'reviews', access: 'journeyAdmin', frame: 'staff' },
  { name: 'paymentLink', path: `/${productSlug()}-payment`, placeholder: 'paymentLink', access: 'journeyAdmin', frame: 'staff' },
  { name: 'statistics', path: `/${productSlug()}-statistics`, placeholder: 'statistics', access: 'staff', frame: 'staff' },
  { name: 'clientsStatus', path: `/${productSlug()}-clients-status`, placeholder: 'clientsStatus', access: 'staff', frame: 'staff' },
  { name: 'marketing', path: '/marketing-posts', placeholder: 'marketing', access: 'staff', frame: 'staff' },
  { name: 'templates', path: '/templates/:template?', placeholder: 'templates', access: 'staff', frame: 'staff' },
  { name: 'questionnaires', path: '/questionnaires', placeholder: 'questionnaires', access: 'staff', frame: 'staff' },
  { name: 'leads', path: '/leads', placeholder: 'leads', access: 'staff', frame: 'staff' },
  { name: 'jobsFound', path: '/jobs-found', placeholder: 'jobsFound', access: 'staff', frame: 'staff' },
  { name: 'interviewsReport', path: '/interviews-report', placeholder: 'interviewsReport', access: 'staff', frame: 'staff' },
  { name: 'partnerClients', path: '/synamediaClients', placeholder: 'partnerClients', access: ['journeyAdmin', 'firstPartner'], frame: 'staff' },
]);

export const notFoundScreen = defineScreens([{ name: 'notFound', path: '*', page: () => import('./coming-soon-page').then((m) => m.NotFoundPage) }]);
