import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
import { grants } from '@contracts/core/access';
import type { en } from '../app/locales/en';
import { screens } from '../app/screens';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { productName } from '../features/coaching/portal/product';
import { staffIcons, type StaffScreen } from './staff-icons';

// The staff back-office's two groups (marketplace spec §2, back-office spec §6): the coaching
// brand's ({product} admin: journey admins, customer-success managers and admins, each screen as its
// access says) and the site's (admins). One list for the staff navigation and the avatar menu; a
// screen's address and who may open it come from its declaration (web/src/app/screens.ts).
export type StaffGroupKey = 'product' | 'admin';

type MenuLabel = keyof (typeof en)['menu'];

const groups: Record<StaffGroupKey, readonly { screen: StaffScreen; label: MenuLabel }[]> = {
  product: [
    { screen: 'mainDashboard', label: 'mainDashboard' },
    { screen: 'jhUsers', label: 'jhUsers' },
    { screen: 'jhSettings', label: 'jhSettings' },
    { screen: 'reviews', label: 'reviews' },
    { screen: 'marketing', label: 'marketing' },
    { screen: 'templates', label: 'templates' },
    { screen: 'statistics', label: 'statistics' },
    { screen: 'publishGrid', label: 'publishes' },
    { screen: 'meetingSlots', label: 'meetingSlots' },
    { screen: 'recruiterContacts', label: 'recruiterContacts' },
    { screen: 'questionnaires', label: 'questionnaires' },
    { screen: 'leads', label: 'leads' },
    { screen: 'clientsStatus', label: 'clients' },
    { screen: 'jobsFound', label: 'jobsFound' },
    { screen: 'interviewsReport', label: 'interviews' },
    { screen: 'partnerClients', label: 'partnerClients' },
    { screen: 'bflClients', label: 'bflClients' },
    { screen: 'paymentLink', label: 'paymentLink' },
  ],
  admin: [
    { screen: 'reports', label: 'reports' },
    { screen: 'users', label: 'users' },
    { screen: 'payments', label: 'payments' },
    { screen: 'sendPush', label: 'sendPush' },
    { screen: 'jsSettings', label: 'adminSettings' },
  ],
};

export type StaffDestination = { key: StaffScreen; to: string; label: string; icon: ReactElement };
export type StaffGroup = { key: StaffGroupKey; title: string; items: StaffDestination[] };

// A screen's address without its optional parts ('/users/:userId?' → '/users').
const addressOf = (path: string): string => path.replace(/(\/:[^/]+\?)+$/, '') || '/';

// The groups the signed-in person may use, each with only the screens they may open; empty groups
// are left out.
export function useStaffGroups(): StaffGroup[] {
  const { t } = useTranslation();
  const { roles } = useCurrentUser();
  const titles: Record<StaffGroupKey, string> = { product: t('menu.productGroup', { product: productName() }), admin: t('menu.adminGroup') };
  return (Object.keys(groups) as StaffGroupKey[]).flatMap((key) => {
    const items = groups[key].flatMap(({ screen, label }) => {
      const declared = screens.find((s) => s.name === screen);
      if (!declared || !grants(declared.access ?? 'anonymous', roles)) return [];
      return [{ key: screen, to: addressOf(declared.path), label: t(`menu.${label}`), icon: staffIcons[screen] }];
    });
    return items.length > 0 ? [{ key, title: titles[key], items }] : [];
  });
}
