import { defineMessages } from '../../core/messages';

// What the templates' rules and answers say, by code (the web's templates locales translate them).
export const templateMessages = defineMessages({
  TemplateNameRule: 'A name of English letters, digits, "-" or "_" only, without spaces (at most {{maximum}} characters)',
  TemplateNameReserved: 'This name is kept for the shared frame: choose another',
  TemplateSubjectLength: 'A subject of at most {{maximum}} characters',
  TemplateReplyToInvalid: 'The reply-to address is not a valid email address',
  TemplateDaysRule: 'Days after the journey start: a whole number from 0 to {{maximum}}',
  TemplateLinkInvalid: 'An element link must be an http or https address',
  TemplateTestEmailInvalid: 'Enter the email address the test goes to',
  TemplateMjmlBroken: 'The mail does not compile: {{detail}}',
  TemplateHandlebarsBroken: 'A {{curly}} expression does not parse: {{detail}}',
  TemplateUnknownVariable: 'This template offers no variable "{{name}}". It offers: {{offered}}',
  TemplateUnknownHelper: '"{{name}}" is not something a template may use: only if, unless, each, with and eq',
  TemplateFromUnknown: 'The sender {{from}} is not one of the senders offered: pick one from the list',
  TemplateSaved: 'Saved',
  TemplateEmailSent: 'Email Sent',
  TemplateActivated: 'Activated',
  TemplateDeactivated: 'Deactivated',
  TemplateRestored: 'Version {{version}} restored as a new version',
  TemplateResetDone: "Back to the product's default",
});
