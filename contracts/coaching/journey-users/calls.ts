import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { attentionFlagSchema } from '../kpis/attention';

// "Need attention" on the users list: one flag, or any of the flags that ask for an action.
export const needAttentionFilters = ['any', ...attentionFlagSchema.options] as const;
export const urgentFlags = ['lastPublishOld', 'firstPartWeek', 'manyCycles', 'lastPublication', 'frozenLong', 'waitingForApproval', 'nextPaySoon'] as const;
// the manager filter's value for clients without one
export const NO_MANAGER = 'none';
export const USERS_PAGE = { size: 50, max: 200 } as const;

const text = z.string().trim().max(120).default('');
const option = z.string().trim().max(120).optional();

export const journeyUserSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  isActiveJHUser: z.boolean(),
  status: z.string().nullable(),
  plan: z.string().nullable(),
  csManager: z.object({ _id: z.string(), name: z.string() }).nullable(),
  seniorityLevel: z.string().nullable(),
  currentStep: z.number().int(),
  cycles: z.number().int(),
  lastPublishDate: z.string().nullable(),
  flags: z.array(attentionFlagSchema),
  card_color: z.number().nullable(),
});
export type JourneyUser = z.infer<typeof journeyUserSchema>;

export const journeyUsersInput = z
  .object({
    search: z.object({ name: text, email: text }).strict().default({ name: '', email: '' }),
    filters: z
      .object({ manager: option, status: option, plan: option, seniority: option, needAttention: z.enum(needAttentionFilters).optional() })
      .strict()
      .default({}),
    page: z.number().int().min(0).max(10_000).default(0),
    pageSize: z.number().int().min(1).max(USERS_PAGE.max).default(USERS_PAGE.size),
  })
  .strict()
  .default({ search: { name: '', email: '' }, filters: {}, page: 0, pageSize: USERS_PAGE.size });

// The key the spec names the list with: the configured brand (PRODUCT_NAME) as the screens' addresses
// write it, lowercased, then 'Users'.
export const usersKeyOf = (product: string): string => `${product.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')}Users`;

// The answer's list is under `users`, and under `{slug}Users` as the spec names it after the
// brand (`jobhuntUsers` for PRODUCT_NAME JobHunt): a client written for either key works.
export const journeyUsersOutput = z.looseObject({
  users: z.array(journeyUserSchema),
  total: z.number().int(),
  sceduledMeetingStatuses: z.array(z.string()),
  managers: z.array(z.object({ _id: z.string(), name: z.string() })),
  statuses: z.array(z.string()),
  plans: z.array(z.string()),
});
export type JourneyUsers = z.infer<typeof journeyUsersOutput>;

// The {product} users list (marketplace spec §2, back-office §6: admins and the brand's admins).
export const journeyUsersCalls = defineCalls({
  getPersonalJourneys: {
    kind: 'query',
    access: 'journeyAdmin',
    summary:
      "The brand's journey users, newest first, paged: search by name or title and by email; filters manager (an id, or 'none'), status, plan, seniority and needAttention (a need-attention flag, or 'any' for one that asks for action). Each with their status, plan, manager, seniority, step, cycles and flags. The list is answered under `users` and under `{slug}Users` (PRODUCT_NAME lowercased: `jobhuntUsers`), with the journey settings' sceduledMeetingStatuses, statuses and plans and the staff who manage journeys.",
    input: journeyUsersInput,
    output: journeyUsersOutput,
  },
});
