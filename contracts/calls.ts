import './core/messages';
import { identityCalls } from './identity/users/calls';
import { feedbackCalls } from './marketplace/feedback/calls';
import { jobCalls } from './marketplace/jobs/calls';

// The one call table: the express router and the web client's RTK Query API are both built from it.
export const calls = { ...identityCalls, ...jobCalls, ...feedbackCalls };

export type Calls = typeof calls;
export type CallName = keyof Calls;
