import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { answerWith, isAdmin, loadTemplate } from '../template-views';

// A test of the version the editor shows, which must be the latest saved; the mail follows from the
// event (reactions/mail-template-tests.ts).
export async function testHtmlTemplate(deps: ApiDeps, input: CallIn<'testHtmlTemplate'>, ctx: CallContext): Answer<'testHtmlTemplate'> {
  const { resolved } = await loadTemplate(deps, input.template);
  const tested = await changeTemplate(
    deps,
    { type: 'Test', templateId: resolved.id, kind: resolved.kind, version: input.version, email: input.email, params: input.params, isAdmin: isAdmin(ctx) },
    ctx.command,
  );
  return replyTo(tested, () => answerWith(deps, resolved.id, 'TemplateEmailSent'));
}
