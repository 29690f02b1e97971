import { errorMessagesOf } from '@contracts/core/error-catalog';
import { creditErrors } from '@contracts/marketplace/credits/errors';
import { creditMessages } from '@contracts/marketplace/credits/messages';

// English texts of the 'credits' namespace; he.ts must have the same keys.
export const en = {
  // what the server and the form rules say, by code: the contracts' own English
  messages: creditMessages,
  errors: errorMessagesOf(creditErrors),
  contact: {
    title: 'Contact',
    hiddenEmail: 'Hidden Email',
    hiddenPhone: 'Hidden Phone',
    missingEmail: 'Missing Email',
    missingPhone: 'Missing Phone',
    uncover: 'Show contact details',
    pressApply: 'Press apply to uncover email/phone number',
    pressConnect: 'Press connect to uncover email/phone number',
    limitTitle: 'Get Contact Details',
    limitText: 'You reached your limit',
    creditsLeft_one: '{{count}} contact credit left',
    creditsLeft_other: '{{count}} contact credits left',
    creditsLeft_two: '{{count}} contact credits left',
    getDetails: 'Get details now',
  },
  promote: {
    promote: 'Promote',
    promoted: 'Promoted',
    skipTheLine: 'Skip The Line',
    promoteProfile: 'Promote my profile for 24 hours',
    done: 'Promoted for 24 hours',
    limitTitle: 'Promote',
    limitText: 'You reached your limit',
    creditsLeft_one: '{{count}} promote credit left',
    creditsLeft_other: '{{count}} promote credits left',
    creditsLeft_two: '{{count}} promote credits left',
  },
};
