import { CallFailure } from '../../../contracts/core/errors';
import { said } from '../../../contracts/core/messages';
import { templateMessages } from '../../../contracts/backoffice/templates/messages';
import { TEMPLATE_SUPPORTS, type HtmlTemplate, type TemplateFields } from '../../../contracts/backoffice/templates/template';
import { savedTemplate, type SavedTemplate } from '../../../query/backoffice/templates/get-templates';
import type { ApiDeps, CallContext } from '../../server/feature';
import { resolveTemplate, supportsDefaults, type ResolvedTemplate } from './template-kinds';

export type Loaded = { resolved: ResolvedTemplate; saved: SavedTemplate | null };

// A template by id, or 404.
export async function loadTemplate(deps: ApiDeps, id: string): Promise<Loaded> {
  const saved = await savedTemplate(deps.db, id);
  const resolved = resolveTemplate(id, saved);
  if (!resolved) throw new CallFailure('TemplateNotFound');
  return { resolved, saved };
}

export const latestFields = ({ resolved, saved }: Loaded): TemplateFields => saved?.fields ?? resolved.defaults;
export const latestVersion = ({ saved }: Loaded): number => saved?.version ?? 0;

// The shared frame newsletters go out in, as saved last (it is active from its save).
export async function frameFields(deps: ApiDeps): Promise<TemplateFields> {
  return (await savedTemplate(deps.db, TEMPLATE_SUPPORTS))?.fields ?? supportsDefaults();
}

export const isAdmin = (ctx: CallContext): boolean => ctx.roles.has('admin');

// The list's and the editor's view of a template.
export function templateView({ resolved, saved }: Loaded): HtmlTemplate {
  const fields = saved?.fields ?? resolved.defaults;
  const activeVersion = saved?.activeVersion ?? null;
  return {
    _id: resolved.id,
    name: resolved.name,
    kind: resolved.kind,
    language: resolved.language,
    description: resolved.description,
    category: resolved.category,
    variables: [...resolved.variables],
    ...fields,
    version: saved?.version ?? 0,
    activeVersion,
    // a product mail and the frame are always in use: from their file or a saved version
    active: resolved.kind === 'custom' ? activeVersion !== null : true,
    is_product: resolved.kind === 'product',
    sentTest: saved?.sentTest ?? false,
    clickedReady: saved?.clickedReady ?? false,
    updatedBy: saved?.updatedBy ?? null,
    updatedAt: saved?.updatedAt ?? null,
  };
}

// A command's answer: the template as it is now, with what happened said.
export async function answerWith(deps: ApiDeps, id: string, code: keyof typeof templateMessages & string, params?: Record<string, string | number>) {
  return { template: templateView(await loadTemplate(deps, id)), ...said(templateMessages, code, params) };
}
