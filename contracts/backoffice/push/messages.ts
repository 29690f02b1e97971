import { defineMessages } from '../../core/messages';

// What the push notifications' rules and answers say, by code (the web's push locales translate them).
export const pushMessages = defineMessages({
  PushTitleLength: 'A title of 1 to {{maximum}} characters',
  PushMessageLength: 'A message of 1 to {{maximum}} characters',
  PushLocationLength: 'At most {{maximum}} characters of a place name',
  PushPickedCount: 'Pick at most {{maximum}} people',
  PushEndpointInvalid: "The browser's push address must be an https address",
  PushKeysInvalid: "The browser's push keys are not valid",
  PushSent: 'Sent. People reached: {{recipients}}. Their devices with notifications on: {{devices}}.',
  PushTestSent: 'Sent to you. Your devices with notifications on: {{devices}}.',
  PushSaved: 'Kept in the history without sending',
});
