import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { prepareVersion } from '../prepare-version';
import { renderTemplateMail, sampleParams } from '../template-mail';
import { frameFields, latestFields, loadTemplate } from '../template-views';

// previewhtmlTemplate and previewTemplate: the latest version, or the editor's unsaved fields
// (cleaned and checked as a save would), filled with the samples and the params given.
export async function previewhtmlTemplate(deps: ApiDeps, input: CallIn<'previewhtmlTemplate'>, _ctx: CallContext): Answer<'previewhtmlTemplate'> {
  const loaded = await loadTemplate(deps, input.template);
  const changes = Object.fromEntries(Object.entries(input.data ?? {}).filter(([, value]) => value !== undefined));
  const fields = input.data ? await prepareVersion(deps, loaded.resolved, { ...latestFields(loaded), ...changes }) : latestFields(loaded);
  const frame = loaded.resolved.kind === 'supports' ? fields : await frameFields(deps);
  return renderTemplateMail(loaded.resolved, fields, frame, { ...sampleParams(deps), ...input.params });
}
