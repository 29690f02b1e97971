import { templateCalls } from '@contracts/backoffice/templates/calls';
import type { HtmlTemplate } from '@contracts/backoffice/templates/template';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(templateCalls);
const TEMPLATES = 'HtmlTemplate';
const api2 = api.enhanceEndpoints({ addTagTypes: [TEMPLATES] });

type Lifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: { template: HtmlTemplate } }> };

// A command answers the template as it now is: the open editor shows it at once; the list and the
// history read again.
async function written(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  const { template } = answered.data;
  dispatch(
    templatesApi.util.updateQueryData('getHtmlTemplateVersions', { template: template._id }, (draft) => {
      draft.template = template;
    }),
  );
}

const writes = { onQueryStarted: written, invalidatesTags: [TEMPLATES] } as const;

export const templatesApi = api2.injectEndpoints({
  endpoints: (build) => ({
    getHtmlTemplates: calls.query(build, 'getHtmlTemplates', { providesTags: [TEMPLATES] }),
    getHtmlTemplateVersions: calls.query(build, 'getHtmlTemplateVersions', { providesTags: [TEMPLATES] }),
    // a saved version changes what the saved template previews as
    previewhtmlTemplate: calls.query(build, 'previewhtmlTemplate', { providesTags: [TEMPLATES] }),
    createEmailTemplate: calls.mutation(build, 'createEmailTemplate', writes),
    copyHtmlTemplate: calls.mutation(build, 'copyHtmlTemplate', writes),
    saveHtmlTemplate: calls.mutation(build, 'saveHtmlTemplate', writes),
    restoreHtmlTemplateVersion: calls.mutation(build, 'restoreHtmlTemplateVersion', writes),
    resetHtmlTemplate: calls.mutation(build, 'resetHtmlTemplate', writes),
    testHtmlTemplate: calls.mutation(build, 'testHtmlTemplate', writes),
    readyActivateHtmlTemplate: calls.mutation(build, 'readyActivateHtmlTemplate', writes),
    activateNewsletter: calls.mutation(build, 'activateNewsletter', writes),
  }),
});
