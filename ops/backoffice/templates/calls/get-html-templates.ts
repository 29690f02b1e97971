import { elementsOptions, productTemplateId, templateLanguages, TEMPLATE_SUPPORTS, type HtmlTemplate } from '../../../../contracts/backoffice/templates/template';
import { savedTemplates } from '../../../../query/backoffice/templates/get-templates';
import { templateCatalog } from '../../../mail/mail-templates';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { fromOptions } from '../from-options';
import { sampleParams } from '../template-mail';
import { resolveTemplate } from '../template-kinds';
import { isAdmin, templateView } from '../template-views';

type Filters = CallIn<'getHtmlTemplates'>;

const matches = (t: HtmlTemplate, f: Filters): boolean => {
  if (f.kind === 'newsletter' ? !t.isTalentsNewsletter : f.kind !== 'all' && t.kind !== f.kind) return false;
  if (f.active !== 'all' && t.active !== (f.active === 'active')) return false;
  if (f.language !== 'all' && t.language !== f.language) return false;
  const needle = f.search.toLowerCase();
  return !needle || [t.name, t.subject ?? '', t.description].some((text) => text.toLowerCase().includes(needle));
};

// The product's mails (every catalogue key in every language), the frame, then the custom templates.
export async function getHtmlTemplates(deps: ApiDeps, input: Filters, ctx: CallContext): Answer<'getHtmlTemplates'> {
  const saved = await savedTemplates(deps.db);
  const ids = [
    ...Object.keys(templateCatalog).flatMap((key) => templateLanguages.map((language) => productTemplateId(key, language))),
    TEMPLATE_SUPPORTS,
    ...[...saved.values()].filter((s) => s.kind === 'custom').map((s) => s.id),
  ];
  const all = ids.flatMap((id) => {
    const found = saved.get(id) ?? null;
    const resolved = resolveTemplate(id, found);
    return resolved ? [templateView({ resolved, saved: found })] : [];
  });
  return {
    htmlTemplates: all.filter((t) => matches(t, input)),
    params: sampleParams(deps),
    fromOptions: await fromOptions(deps),
    cells: [
      { id: 'name', type: 'TEXT' },
      { id: 'kind', type: 'TEXT' },
      { id: 'language', type: 'TEXT' },
      { id: 'subject', type: 'TEXT' },
      { id: 'active', type: 'BOOLEAN' },
      { id: 'updatedAt', type: 'DATE_TIME' },
    ],
    elementsOptions: elementsOptions.map((o) => ({ type: o.type, fields: [...o.fields] })),
    isAdmin: isAdmin(ctx),
  };
}
