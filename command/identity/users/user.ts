import { identityEvents, type IdentityEvent, type ProfileChanges, type UserRoles } from '../../../contracts/identity/users/events';

export const noRoles: UserRoles = { isJHUser: false, isActiveJHUser: false, isJHAdmin: false, isCSManager: false, isCAdmin: false, partner: null };

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      lookingforwork: boolean;
      verified: boolean;
      profile: Record<string, unknown>;
      roles: UserRoles;
      // taken out of searches and barred from signing in by an admin
      excluded: boolean;
      // the kept files' ids: the ones replaced are removed from storage
      files: { resume: string | null; avatar: string | null };
    }
  | { status: 'deleted'; userId: string };

const initialProfile: ProfileChanges = {
  title: null,
  phone: null,
  noPhone: false,
  personal_info: null,
  location: null,
  loc_lat: null,
  loc_lng: null,
  seniorityLevel: null,
  employmentType: 'FULL_TIME',
  tags: [],
  visibleSearchEngines: true,
  showResume: true,
  visible: true,
  country: null,
  countryCode: null,
  selectedTags: [],
  experience: [],
  education: [],
  social_links: {},
  description: null,
};

export const initialUserState: UserState = { status: 'none' };

export const evolveUser = (state: UserState, event: IdentityEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      // the profile starts as the read model starts it, so saving an untouched form records nothing
      return {
        status: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        lookingforwork: event.data.lookingforwork,
        verified: false,
        profile: { ...initialProfile, first_name: event.data.first_name, last_name: event.data.last_name },
        roles: noRoles,
        excluded: false,
        files: { resume: null, avatar: null },
      };
    case 'UserRolesSet':
      return state.status === 'registered' ? { ...state, roles: { ...state.roles, ...event.data.roles } } : state;
    case 'UserExcluded':
      return state.status === 'registered' ? { ...state, excluded: event.data.excluded } : state;
    case 'EmailConfirmed':
      return state.status === 'registered' ? { ...state, verified: true } : state;
    case 'RoleSwitched':
      return state.status === 'registered' ? { ...state, lookingforwork: event.data.lookingforwork } : state;
    case 'AccountDeleted':
      return { status: 'deleted', userId: event.data.userId };
    case 'ProfileSaved':
      return state.status === 'registered' ? { ...state, profile: { ...state.profile, ...event.data.changes } } : state;
    case 'ResumeUploaded':
      if (state.status !== 'registered') return state;
      return {
        ...state,
        files: { ...state.files, resume: event.data.resume.id },
        profile: event.data.description !== null ? { ...state.profile, description: event.data.description } : state.profile,
      };
    case 'AvatarSet':
      return state.status === 'registered' ? { ...state, files: { ...state.files, avatar: event.data.avatar.id } } : state;
    case 'AvatarRemoved':
      return state.status === 'registered' ? { ...state, files: { ...state.files, avatar: null } } : state;
    default:
      return state;
  }
};

// Who holds an email address: the reservation stream email-{sha256(email)}.
export type EmailReservationState = { holder: string | null };

export const initialEmailReservationState: EmailReservationState = { holder: null };

export const evolveEmailReservation = (state: EmailReservationState, event: IdentityEvent): EmailReservationState => {
  if (event.type === 'EmailReserved') return { holder: event.data.userId };
  if (event.type === 'EmailReleased') return { holder: null };
  return state;
};

// The reservation stream's folder, declared once: folded states are kept per folder.
export const emailReservation = { events: identityEvents, initialState: initialEmailReservationState, evolve: evolveEmailReservation };
