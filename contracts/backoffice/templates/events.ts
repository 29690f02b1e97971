import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const element = z.object({ type: z.string(), link: z.string(), text: z.string(), alt: z.string() });
// A version's fields as they were saved (lenient: what was true when written).
const fields = z.object({
  subject: z.string(),
  preheader: z.string(),
  from: z.string(),
  fromObj: z.object({ signatureName: z.string(), replyTo: z.string() }),
  content: z.string(),
  isTalentsNewsletter: z.boolean(),
  daysSendAfter: z.number().nullable(),
  templateElements: z.array(element),
  noMainHtml: z.boolean(),
  simpleContent: z.boolean(),
  mainHtml: z.string(),
  css: z.string(),
});

// Stored events of email-template-{templateId}. Who made each change is in the metadata.
export const templateEvents = defineEvents({
  // a new version (1 for a created or copied template); restoredFrom: the older version it repeats
  HtmlTemplateSaved: event(
    z.object({ templateId: z.string(), kind: z.string(), name: z.string(), language: z.string(), version: z.number(), fields, restoredFrom: z.number().nullable(), savedAt: at }),
  ),
  // mail is sent from this version from now on
  HtmlTemplateActivated: event(z.object({ templateId: z.string(), version: z.number(), activatedAt: at })),
  // a custom template no longer sent (a product mail goes back to its file: reset)
  HtmlTemplateDeactivated: event(z.object({ templateId: z.string(), deactivatedAt: at })),
  // a product mail sent from its file again; its versions stay in the history
  HtmlTemplateReset: event(z.object({ templateId: z.string(), resetAt: at })),
  // the latest version mailed to one address as a test, filled with the sample values given
  HtmlTemplateTestSent: event(z.object({ templateId: z.string(), version: z.number(), email: z.string(), params: z.record(z.string(), z.unknown()), sentAt: at }), { personal: ['email'] }),
  // the latest version mailed to the journey settings' test addresses: ready to activate
  HtmlTemplateReadySent: event(z.object({ templateId: z.string(), version: z.number(), recipients: z.number(), params: z.record(z.string(), z.unknown()), sentAt: at })),
});

export type TemplateEvent = EventOf<typeof templateEvents>;
