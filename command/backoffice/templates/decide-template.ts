import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { TemplateEvent } from '../../../contracts/backoffice/templates/events';
import type { TemplateFields, TemplateKind } from '../../../contracts/backoffice/templates/template';
import type { Decider } from '../../core/decider';
import { templateFolder, type TemplateState } from './email-template';

// Who asks matters: an active template (a product mail always is) and the shared frame are the
// admins' to change. A product mail's template exists from its file, before any save (product).
type Asker = { templateId: string; isAdmin: boolean; now: Date };
export type TemplateCommand =
  | (Asker & { type: 'Create'; name: string; language: string; fields: TemplateFields })
  | (Asker & { type: 'Save'; kind: TemplateKind; name: string; language: string; fields: TemplateFields; baseVersion: number })
  | (Asker & { type: 'Restore'; kind: TemplateKind; name: string; language: string; version: number })
  | (Asker & { type: 'Reset' })
  | (Asker & { type: 'Test'; kind: TemplateKind; version: number; email: string; params: Record<string, unknown> })
  | (Asker & { type: 'Ready'; recipients: number; params: Record<string, unknown> })
  | (Asker & { type: 'Activate'; active: boolean });

// Whether the asker may write a new version: the frame and active templates need an admin.
function mayEdit(c: Asker, kind: TemplateKind, state: TemplateState): DomainError | null {
  if (c.isAdmin) return null;
  if (kind === 'supports') return domainError('TemplateSupportsAdminOnly');
  if (kind === 'product' || state.activeVersion !== null) return domainError('TemplateActiveAdminOnly');
  return null;
}

// A new version; the product's mails and the frame are sent from it at once, a custom template
// once it is tested, ready and activated.
function newVersion(c: Asker, kind: TemplateKind, name: string, language: string, fields: TemplateFields, state: TemplateState, restoredFrom: number | null): TemplateEvent[] {
  const version = state.versions.length + 1;
  const at = c.now.toISOString();
  const saved: TemplateEvent = { type: 'HtmlTemplateSaved', data: { templateId: c.templateId, kind, name, language, version, fields, restoredFrom, savedAt: at } };
  return kind === 'custom' ? [saved] : [saved, { type: 'HtmlTemplateActivated', data: { templateId: c.templateId, version, activatedAt: at } }];
}

function decide(c: TemplateCommand, state: TemplateState): TemplateEvent[] | DomainError {
  const at = c.now.toISOString();
  const latest = state.versions.length;
  switch (c.type) {
    case 'Create':
      if (state.kind !== null) return domainError('TemplateNameTaken');
      return newVersion(c, 'custom', c.name, c.language, c.fields, state, null);
    case 'Save': {
      if (c.kind === 'custom' && state.kind === null) return domainError('TemplateNotFound');
      const refused = mayEdit(c, c.kind, state);
      if (refused) return refused;
      // the editor started from another version: saving would silently drop someone's change
      if (c.baseVersion !== latest) return domainError('TemplateChangedMeanwhile');
      return newVersion(c, c.kind, c.name, c.language, c.fields, state, null);
    }
    case 'Restore': {
      const fields = state.versions[c.version - 1];
      if (state.kind === null) return domainError('TemplateNotFound');
      if (!fields || c.version < 1) return domainError('TemplateVersionNotFound');
      return mayEdit(c, c.kind, state) ?? newVersion(c, c.kind, c.name, c.language, fields, state, c.version);
    }
    case 'Reset':
      if (!c.isAdmin) return domainError('TemplateActiveAdminOnly');
      if (state.kind !== 'product' || state.activeVersion === null) return domainError('TemplateNothingToReset');
      return [{ type: 'HtmlTemplateReset', data: { templateId: c.templateId, resetAt: at } }];
    case 'Test':
      if (c.kind === 'custom' && state.kind === null) return domainError('TemplateNotFound');
      if (c.version !== latest) return domainError('TemplateNotLatest');
      return [{ type: 'HtmlTemplateTestSent', data: { templateId: c.templateId, version: latest, email: c.email, params: c.params, sentAt: at } }];
    case 'Ready': {
      if (state.kind !== 'custom') return domainError(state.kind === null ? 'TemplateNotFound' : 'TemplateNotCustom');
      if (!state.sentTest) return domainError('TemplateNeedsTest');
      const fields = state.versions[latest - 1];
      if (!fields?.subject || !fields.from) return domainError('TemplateNeedsSubjectAndFrom');
      if (c.recipients === 0) return domainError('TemplateNoTestAddresses');
      return [{ type: 'HtmlTemplateReadySent', data: { templateId: c.templateId, version: latest, recipients: c.recipients, params: c.params, sentAt: at } }];
    }
    case 'Activate':
      if (state.kind !== 'custom') return domainError(state.kind === null ? 'TemplateNotFound' : 'TemplateNotCustom');
      if (!c.active) return state.activeVersion === null ? [] : [{ type: 'HtmlTemplateDeactivated', data: { templateId: c.templateId, deactivatedAt: at } }];
      // activation is what a talent newsletter is sent by (daysSendAfter); other custom templates are sent as they are
      if (!state.versions[latest - 1]?.isTalentsNewsletter) return domainError('TemplateNotNewsletter');
      if (!state.clickedReady) return domainError('TemplateNeedsReady');
      return [{ type: 'HtmlTemplateActivated', data: { templateId: c.templateId, version: latest, activatedAt: at } }];
  }
}

export const templateDecider: Decider<TemplateState, TemplateCommand, TemplateEvent> = { ...templateFolder, decide };
