import { actOnTracker, type TrackerRequest } from '../../../command/coaching/tracker/act-on-tracker';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import type { InterviewFields } from '../../../contracts/coaching/tracker/events';

const DAY = 86_400_000;
type Plan = { company: string; type: string; status: string; day: number; feedback?: string; summary?: string; manager?: string };

// client@: a main process at Wix, an offer from Initech, both refusals, an approach, every status.
const clientPlan: Plan[] = [
  { company: 'Wix', type: 'Recruiter Call (Introduction)', status: 'In process', day: -30 },
  { company: 'Wix', type: 'HR Interview', status: 'In process', day: -20, manager: 'Ask about the team size and on-call.' },
  { company: 'Wix', type: 'Technical Interview', status: 'Last Stage Interview', day: 4 },
  { company: 'Initech', type: 'Professional Interview', status: 'Interviewing', day: -25 },
  { company: 'Initech', type: 'Hiring Manager Interview', status: 'Got an Offer', day: -10, manager: 'Negotiate the options before the salary.' },
  { company: 'Monday', type: 'Screening Interview', status: 'They said no', day: -18, feedback: 'They chose someone with payments experience' },
  { company: 'Fiverr', type: 'Case Interview', status: 'I said no', day: -15, feedback: 'Three days at the office' },
  { company: 'Lemonade', type: 'HR Interview', status: 'Waiting for feedback', day: -3 },
  { company: 'Check Point', type: 'Incoming Email (First contact)', status: 'Just Took Information', day: -12 },
  { company: 'Gong', type: 'Linkedin Approach', status: 'Interviewing', day: -2 },
  { company: 'Riskified', type: 'Home Assignment', status: 'Interviewing', day: 2 },
];
const companies = ['Wix', 'Monday', 'Fiverr', 'Lemonade', 'Gong', 'Riskified', 'Payoneer', 'Taboola'];
const statusesAround = ['Interviewing', 'In process', 'Waiting for feedback', 'Last Stage Interview', 'They said no', 'Just Took Information'];

// Interviews of the demo journeys, through the tracker's commands: client@ and client2@ in every
// status with approaches and manager summaries, the other journeys a few each. Returns the last position.
export async function seedDemoInterviews(deps: CommandDeps, people: { clients: readonly string[]; coach: string }): Promise<Position | null> {
  const { clients, coach } = people;
  const day = (offset: number) => new Date(deps.clock().getTime() + offset * DAY).toISOString().slice(0, 10);
  let last: Position | null = null;
  const run = async (request: TrackerRequest, ctx: CommandContext) => {
    const done = await actOnTracker(deps, request, ctx);
    if (isDomainError(done)) throw new Error(`a demo interview step was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  };
  const plans = clients.map((userId, i): [string, Plan[]] => {
    if (i === 0) return [userId, clientPlan];
    if (i === 1) return [userId, clientPlan.slice(3).map((p, j) => ({ ...p, company: companies[(j + 2) % companies.length]!, day: p.day - 5 }))];
    return [userId, Array.from({ length: 2 + (i % 3) }, (_, j) => ({ company: companies[(i + j) % companies.length]!, type: j === 0 ? 'Self Application' : 'HR Interview', status: statusesAround[(i + j) % statusesAround.length]!, day: -5 * (j + 1) - i, feedback: 'Not a fit for now' }))];
  });
  for (const [userId, plan] of plans) {
    const asClient: CommandContext = { actor: userId, correlationId: 'seed' };
    const asCoach: CommandContext = { actor: coach, onBehalfOf: userId, correlationId: 'seed' };
    for (const p of plan) {
      const interviewId = deps.newId();
      const fields: InterviewFields = {
        company: p.company,
        title: 'Senior Data Analyst',
        titleGroup: 'Data Analyst',
        titleCategories: ['Data'],
        seniorityLevel: 'Senior',
        interviewDate: day(p.day),
        type: p.type,
        ...(p.type === 'Home Assignment' ? { assignmentType: 'Home test' } : {}),
        reviewFreeText: `${p.type} at ${p.company}: we talked about the role and the team.`,
      };
      await run({ type: 'AddInterview', userId, interviewId, fields, byStaff: false }, asClient);
      if (p.status !== 'Interviewing') await run({ type: 'ChangeStatus', userId, company: p.company, interviewId, status: p.status, ...(p.feedback ? { feedback: p.feedback } : {}) }, asClient);
      if (p.manager) await run({ type: 'WriteInterviewSummary', userId, interviewId, kind: 'manager', index: null, content: p.manager, byStaff: true }, asCoach);
    }
    await run(
      { type: 'WriteJourneySummary', userId, summaryId: deps.newId(), isNew: true, title: 'Monthly summary', date: day(-7), comment: 'Good pace of interviews; focus on the final rounds.', cycleId: null, firstRow: null, secondRow: null },
      asCoach,
    );
  }
  return last;
}
