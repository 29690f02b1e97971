import { inboxMessages } from '@contracts/marketplace/inbox/messages';

// English texts of the 'inbox' namespace (the notifications bell); he.ts must have the same keys.
export const en = {
  // what the server and the form rules say, by code: the contracts' own English
  messages: inboxMessages,
  inbox: {
    open: 'Notifications',
    openWithCount: 'Notifications, {{count}} unread',
    title: 'Notifications',
    empty: 'Nothing new yet',
    markAll: 'Mark all read',
    applicant: '{{name}} applied to {{job}}',
    connect: '{{name}} wants you for {{job}}',
    match: "It's a match with {{name}} for {{job}}",
    someone: 'Someone',
    aJob: 'a job',
    loadError: "We couldn't load your notifications",
  },
  // browser notifications (Web Push), turned on from the inbox
  push: {
    off: 'Get notifications in this browser too',
    on: 'Browser notifications are on',
    blocked: "Notifications are blocked in this browser's settings",
    failed: "This browser couldn't turn notifications on",
    turnOn: 'Turn on',
    turnOff: 'Turn off',
  },
};
