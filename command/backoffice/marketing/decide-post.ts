import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { marketingEvents, type MarketingEvent } from '../../../contracts/backoffice/marketing/events';
import { marketingMessages as m } from '../../../contracts/backoffice/marketing/messages';
import { postWithRules, type PostFields } from '../../../contracts/backoffice/marketing/post';
import type { Decider } from '../../core/decider';

// What marketing-post-{postId} holds for its rules: the post as last saved.
export type PostState = { status: 'none' } | { status: 'kept'; post: PostFields };
export const initialPost: PostState = { status: 'none' };

type PostEvent = Extract<MarketingEvent, { type: 'MarketingPostAdded' | 'MarketingPostEdited' }>;

export const evolvePost = (state: PostState, event: MarketingEvent): PostState => {
  switch (event.type) {
    case 'MarketingPostAdded':
    case 'MarketingPostEdited':
      return { status: 'kept', post: event.data.post };
    default:
      return state;
  }
};

// nameTaken: another post has the name (looked up as the command is made).
export type PostCommand = { type: 'AddPost' | 'EditPost'; postId: string; post: PostFields; nameTaken: boolean; now: Date };

export const refused = (message: string): DomainError => domainError('MarketingRefused', message);

// A version once saved stays (deleting marks it closed), and a closed one stays as it was.
function versionsKept(before: PostFields, after: PostFields): DomainError | null {
  for (const earlier of before.versions) {
    const now = after.versions.find((v) => v.name === earlier.name);
    if (!now) return refused(say(m.MVersionMissing, { name: earlier.name }));
    if (earlier.closed && JSON.stringify(now) !== JSON.stringify(earlier)) return refused(say(m.MVersionClosed, { name: earlier.name }));
  }
  return null;
}

const same = (a: PostFields, b: PostFields) => JSON.stringify(a) === JSON.stringify(b);

function decide(c: PostCommand, state: PostState): PostEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'EditPost' && state.status === 'none') return domainError('MPostNotFound');
  // an addition repeated (a retried request) finds the post there
  if (c.type === 'AddPost' && state.status === 'kept') return [];
  const ruled = postWithRules(c.post);
  if ('refused' in ruled) return refused(ruled.refused);
  if (c.nameTaken) return refused(say(m.MPostNameTaken, { name: ruled.name }));
  if (state.status === 'none') return [{ type: 'MarketingPostAdded', data: { postId: c.postId, post: ruled, addedAt: at } }];
  const broken = versionsKept(state.post, ruled);
  if (broken) return broken;
  return same(ruled, state.post) ? [] : [{ type: 'MarketingPostEdited', data: { postId: c.postId, post: ruled, editedAt: at } }];
}

export const postDecider: Decider<PostState, PostCommand, MarketingEvent> = { events: marketingEvents, initialState: initialPost, evolve: evolvePost, decide };
