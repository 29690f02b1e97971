import { templateEvents, type TemplateEvent } from '../../../contracts/backoffice/templates/events';
import type { TemplateFields, TemplateKind } from '../../../contracts/backoffice/templates/template';

// What a template's rules need of email-template-{id}: its kind, every version's fields (to
// restore one), the version mail goes out from, and where the latest version is in its lifecycle.
export type TemplateState = {
  kind: TemplateKind | null;
  name: string;
  language: string;
  versions: readonly TemplateFields[];
  activeVersion: number | null;
  sentTest: boolean;
  clickedReady: boolean;
};
export const initialTemplateState: TemplateState = { kind: null, name: '', language: 'en', versions: [], activeVersion: null, sentTest: false, clickedReady: false };

const kindOf = (kind: string): TemplateKind => (kind === 'product' || kind === 'supports' ? kind : 'custom');

export const evolveTemplate = (state: TemplateState, event: TemplateEvent): TemplateState => {
  switch (event.type) {
    case 'HtmlTemplateSaved':
      // a new version starts its lifecycle again: tested and ready are about the version before
      return { ...state, kind: kindOf(event.data.kind), name: event.data.name, language: event.data.language, versions: [...state.versions, event.data.fields as TemplateFields], sentTest: false, clickedReady: false };
    case 'HtmlTemplateActivated':
      return { ...state, activeVersion: event.data.version };
    case 'HtmlTemplateDeactivated':
    case 'HtmlTemplateReset':
      return { ...state, activeVersion: null };
    case 'HtmlTemplateTestSent':
      return event.data.version === state.versions.length ? { ...state, sentTest: true } : state;
    case 'HtmlTemplateReadySent':
      return event.data.version === state.versions.length ? { ...state, clickedReady: true } : state;
  }
};

export const templateFolder = { events: templateEvents, initialState: initialTemplateState, evolve: evolveTemplate };
