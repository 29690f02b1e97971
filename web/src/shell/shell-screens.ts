import { defineScreens } from '../app/screen';

export const notFoundScreen = defineScreens([{ name: 'notFound', path: '*', page: () => import('./coming-soon-page').then((m) => m.NotFoundPage) }]);
