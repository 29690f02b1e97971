import { defineErrors } from '../../core/feature';

export const templateErrors = defineErrors({
  TemplateNotFound: { status: 404, message: 'There is no such template' },
  TemplateVersionNotFound: { status: 404, message: 'The template has no such version' },
  TemplateNameTaken: { status: 409, message: 'A template with this name exists: choose another name' },
  TemplateInvalid: { status: 400, message: 'The template would break the mail: fix it and save again' },
  TemplateActiveAdminOnly: { status: 403, message: 'This template is active: only an admin may change it' },
  TemplateSupportsAdminOnly: { status: 403, message: 'Only an admin may change the shared frame and style' },
  TemplateNotLatest: { status: 409, message: 'Save your changes first: the test is sent from the saved version' },
  TemplateChangedMeanwhile: { status: 409, message: 'Someone saved this template meanwhile: reload it, your text is kept in the editor' },
  TemplateNeedsTest: { status: 409, message: 'Send a test of this version first' },
  TemplateNeedsSubjectAndFrom: { status: 409, message: 'The template needs a subject and a sender before it is ready' },
  TemplateNeedsReady: { status: 409, message: 'Click "Ready To Activate" for this version first' },
  TemplateNoTestAddresses: { status: 409, message: 'No test addresses: add some to the journey settings (emails to send test)' },
  TemplateNotNewsletter: { status: 409, message: 'Only a talent newsletter is activated: tick "Talent newsletter" and save, or send this template as it is' },
  TemplateNotCustom: { status: 409, message: "The product's mails are active from the moment an admin saves them" },
  TemplateNotProduct: { status: 409, message: "Only the product's mails have a default to go back to" },
  TemplateNothingToReset: { status: 409, message: "This mail is already the product's default" },
});
