import { templatesFeature } from '../../../contracts/backoffice/templates/feature';
import { htmlTemplateProjection } from '../../../projections/backoffice/templates/html-template.projection';
import { defineServerFeature } from '../../server/feature';
import { activateNewsletter } from './calls/activate-newsletter';
import { copyHtmlTemplate } from './calls/copy-html-template';
import { createEmailTemplate } from './calls/create-email-template';
import { getHtmlTemplateVersions } from './calls/get-html-template-versions';
import { getHtmlTemplates } from './calls/get-html-templates';
import { previewhtmlTemplate } from './calls/preview-html-template';
import { readyActivateHtmlTemplate } from './calls/ready-activate-html-template';
import { resetHtmlTemplate } from './calls/reset-html-template';
import { restoreHtmlTemplateVersion } from './calls/restore-html-template-version';
import { saveHtmlTemplate } from './calls/save-html-template';
import { testHtmlTemplate } from './calls/test-html-template';
import { mailTemplateTests } from './reactions/mail-template-tests';
import { sendTalentNewsletters } from './tasks/send-talent-newsletters';

const reads = [htmlTemplateProjection];

export const templatesServer = defineServerFeature({
  contract: templatesFeature,
  projections: [htmlTemplateProjection],
  migrations: [],
  reads: {
    saveHtmlTemplate: reads,
    savehtmlTemplate: reads,
    saveTemplate: reads,
    createEmailTemplate: reads,
    copyHtmlTemplate: reads,
    restoreHtmlTemplateVersion: reads,
    resetHtmlTemplate: reads,
    testHtmlTemplate: reads,
    readyActivateHtmlTemplate: reads,
    activateNewsletter: reads,
  },
  calls: {
    getHtmlTemplates,
    // the older names answer with the same contract
    gethtmlTemplates: getHtmlTemplates,
    getTemplates: getHtmlTemplates,
    getHtmlTemplateVersions,
    saveHtmlTemplate,
    savehtmlTemplate: saveHtmlTemplate,
    saveTemplate: saveHtmlTemplate,
    previewhtmlTemplate,
    previewTemplate: previewhtmlTemplate,
    createEmailTemplate,
    copyHtmlTemplate,
    restoreHtmlTemplateVersion,
    resetHtmlTemplate,
    testHtmlTemplate,
    readyActivateHtmlTemplate,
    activateNewsletter,
  },
  reactions: [mailTemplateTests],
  tasks: [sendTalentNewsletters],
});
