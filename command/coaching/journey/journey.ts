import type { JourneyAdminFields, JourneyDataFields, JourneyEvent } from '../../../contracts/coaching/journey/events';

// What the journey's rules need to know, folded from its stream.
export type JourneyState = {
  startedAt: string | null;
  currentStep: number;
  status: string | null;
  plan: string | null;
  manager: string | null;
  journeyLink: string;
  data: JourneyDataFields;
  admin: JourneyAdminFields;
  // c1, c2, …: the number the next comment takes
  nextComment: number;
  comments: Readonly<Record<string, { authorId: string; deleted: boolean }>>;
  safetyNetActive: boolean;
  safetyNetExpireDate: string | null;
  subscriptionEndDate: string | null;
};

export const initialJourneyState: JourneyState = {
  startedAt: null,
  currentStep: 0,
  status: null,
  plan: null,
  manager: null,
  journeyLink: '',
  data: {},
  admin: {},
  nextComment: 1,
  comments: {},
  safetyNetActive: false,
  safetyNetExpireDate: null,
  subscriptionEndDate: null,
};

const timeOf = (event: JourneyEvent): string => {
  const d = event.data as Record<string, unknown>;
  const at = Object.entries(d).find(([key, value]) => key.endsWith('At') && typeof value === 'string');
  return (at?.[1] as string | undefined) ?? '';
};

export const evolveJourney = (previous: JourneyState, event: JourneyEvent): JourneyState => {
  const state = previous.startedAt ? previous : { ...previous, startedAt: timeOf(event) || null };
  switch (event.type) {
    case 'JourneyDataUpdated':
      return { ...state, data: { ...state.data, ...event.data.fields } };
    case 'JourneyAdminDataUpdated':
      return { ...state, admin: { ...state.admin, ...event.data.fields }, safetyNetExpireDate: event.data.fields.safetyNetExpireDate !== undefined ? event.data.fields.safetyNetExpireDate : state.safetyNetExpireDate };
    case 'JourneyStepFinished':
    case 'JourneyStepReturned':
      return { ...state, currentStep: event.data.to };
    case 'JourneyManagerChanged':
      return { ...state, manager: event.data.manager };
    case 'JourneyStatusChanged':
      return { ...state, status: event.data.status };
    case 'JourneyPlanChanged':
      return { ...state, plan: event.data.plan };
    case 'JourneyLinkUpdated':
      return { ...state, journeyLink: event.data.journeyLink };
    case 'JourneyCommentAdded':
      return { ...state, nextComment: state.nextComment + 1, comments: { ...state.comments, [event.data.commentId]: { authorId: event.data.authorId, deleted: false } } };
    case 'JourneyCommentEdited':
      return state;
    case 'JourneyCommentDeleted': {
      const comment = state.comments[event.data.commentId];
      return comment ? { ...state, comments: { ...state.comments, [event.data.commentId]: { ...comment, deleted: true } } } : state;
    }
    case 'SafetyNetUpdated':
      return { ...state, safetyNetActive: event.data.safetyNetActive, safetyNetExpireDate: event.data.safetyNetExpireDate };
    case 'SubscriptionEndRequested':
      return { ...state, subscriptionEndDate: event.data.effectiveAt };
    case 'MidServiceQuestionnaireAnswered':
      return state;
  }
};
