import { defineScreens } from '../../../app/screen';
import { productSlug } from '../portal/product';
import { loadOnboardingStrings } from './onboarding-strings';

export const onboardingScreens = defineScreens([
  { name: 'meetingSlots', path: `/${productSlug()}-meeting-slots`, access: 'staff', frame: 'staff', page: () => import('./meeting-slots-page').then((m) => m.MeetingSlotsPage), strings: [loadOnboardingStrings] },
]);
