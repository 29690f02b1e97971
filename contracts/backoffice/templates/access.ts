import { admins, defineAccessRows, staff } from '../../core/access-matrix';
import { templateCalls } from './calls';

const nobody = { template: 'no-such-template' };

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const templatesAccess = defineAccessRows(templateCalls, {
  getHtmlTemplates: { expect: staff(200) },
  gethtmlTemplates: { expect: staff(200) },
  getTemplates: { expect: staff(200) },
  getHtmlTemplateVersions: { expect: staff(404), body: () => nobody },
  saveHtmlTemplate: { expect: staff(404), body: () => ({ ...nobody, data: {}, baseVersion: 0 }) },
  savehtmlTemplate: { expect: staff(404), body: () => ({ ...nobody, data: {}, baseVersion: 0 }) },
  saveTemplate: { expect: staff(404), body: () => ({ ...nobody, data: {}, baseVersion: 0 }) },
  previewhtmlTemplate: { expect: staff(404), body: () => nobody },
  previewTemplate: { expect: staff(404), body: () => nobody },
  // a template without its name
  createEmailTemplate: { expect: staff('validation') },
  copyHtmlTemplate: { expect: staff(404), body: () => ({ ...nobody, name: 'copy-of-nothing' }) },
  restoreHtmlTemplateVersion: { expect: staff(404), body: () => ({ ...nobody, version: 1 }) },
  resetHtmlTemplate: { expect: staff(404), body: () => nobody },
  testHtmlTemplate: { expect: staff(404), body: () => ({ ...nobody, email: 'nobody@example.com', version: 0 }) },
  readyActivateHtmlTemplate: { expect: staff(404), body: () => nobody },
  activateNewsletter: { expect: admins(404), body: () => nobody },
});
