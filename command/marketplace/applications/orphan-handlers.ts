import { domainError, failWith, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { DeletedAccount } from '../../../contracts/core/ports';
import type { UploadedFile } from '../../../contracts/core/uploads';
import { decode } from '../../../contracts/events';
import { applicationEvents, type ApplicationEvent } from '../../../contracts/marketplace/applications/events';
import { applicationStreamId, orphanApplicantStreamId } from '../../../contracts/marketplace/applications/ids';
import { jobEvents } from '../../../contracts/marketplace/jobs/events';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, combineAppended, handleCommand, nothingAppended, withConflictRetries, type Appended, type Loaded } from '../../core/handle-command';
import { registerUser } from '../../identity/users/handlers';
import { evolveJobFacts, initialJobFacts } from './application';
import { carriedJobs, evolveOrphanApplicant, initialOrphanApplicantState, orphanDecider, type OrphanApplicantState } from './decide-orphan';
import { orphanErasureDecider, type EraseLapsedOrphanApplicant } from './decide-orphan-erasure';
import { foldStream, readAll } from '../../core/load-streams';
import { orphanApplicantMail } from './mails';

const orphanPart = { events: applicationEvents, initialState: initialOrphanApplicantState, evolve: evolveOrphanApplicant };
const jobPart = { events: jobEvents, initialState: initialJobFacts, evolve: evolveJobFacts };

export type OrphanApplicationInput = { file: UploadedFile; email: string; first_name: string; last_name: string; jobId: string };
export type OrphanApplied = Appended & { alreadyApplied: boolean; appliedAt: string; events: ApplicationEvent[] };

// An applicant whose account was deleted reads with an empty email (their key is gone), and so does
// one erased after the retention period (named by OrphanApplicantErased as soon as it is appended,
// before the key goes). What the address sends after that starts afresh under a new applicant id:
// the erased one can record nothing more.
function foldOrphan(orphanId: string, recorded: readonly RecordedEvent[]): Loaded<OrphanApplicantState> {
  const erased = new Set(
    recorded.filter((e) => (e.type === 'OrphanApplicationSubmitted' && e.data.email === '') || e.type === 'OrphanApplicantErased').map((e) => e.data.applicantId),
  );
  const live = erased.size ? recorded.filter((e) => !erased.has(e.data.applicantId)) : recorded;
  // appended after the whole stream, erased part included
  return { ...foldStream(orphanId, live, orphanPart), version: recorded.length - 1 };
}

type PairEvent = Extract<ApplicationEvent, { type: 'ApplicationSubmitted' | 'ApplicationCarriedOver' }>;
const isPairEvent = (e: ApplicationEvent): e is PairEvent => e.type === 'ApplicationSubmitted' || e.type === 'ApplicationCarriedOver';

// The email's stream and the pair streams its events name, appended all or none.
async function appendOrphanDecision(deps: CommandDeps, ctx: CommandContext, orphan: Loaded<unknown>, decided: ApplicationEvent[]) {
  const pairEvents = decided.filter(isPairEvent);
  const pairIds = pairEvents.map((e) => applicationStreamId(e.data.jobId, e.data.seekerId));
  const read = await readAll(deps.store, pairIds);
  const pairs = pairEvents.map((event, i) => ({ loaded: { streamId: pairIds[i]!, state: null, version: read(pairIds[i]!).length - 1 }, events: [event] }));
  return appendDecided(deps.store, [{ loaded: orphan, events: decided.filter((e) => !isPairEvent(e)) }, ...pairs], metadataOf(ctx));
}

// A visitor's CV to a job. The file is kept before deciding, so the event can name it, and
// removed again when nothing was appended (a refusal, or the same email applied already).
export async function applyOrphan(deps: CommandDeps, ctx: CommandContext, guestId: string | null, input: OrphanApplicationInput): Promise<OrphanApplied | DomainError> {
  const email = input.email.trim().toLowerCase();
  const orphanId = orphanApplicantStreamId(email);
  const jobId_ = jobStreamId(input.jobId);
  const stored = await deps.uploads.save(input.file, { ownerId: null, now: deps.clock() });
  let kept = false;
  try {
    const result = await withConflictRetries(orphanId, async (): Promise<OrphanApplied | DomainError> => {
      const read = await readAll(deps.store, [orphanId, jobId_]);
      const orphan = foldOrphan(orphanId, read(orphanId));
      const now = deps.clock();
      const decided = orphanDecider.decide(
        {
          type: 'ApplyOrphan',
          newApplicantId: deps.newId(),
          jobId: input.jobId,
          job: foldStream(jobId_, read(jobId_), jobPart).state,
          email,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          guestId,
          resume: { id: stored.id, name: stored.name, kind: stored.kind, size: stored.size },
          now,
        },
        orphan.state,
      );
      if (isDomainError(decided)) return decided;
      const earlier = orphan.state.applications[input.jobId];
      if (!decided.length) return { ...nothingAppended, alreadyApplied: true, appliedAt: earlier?.appliedAt ?? now.toISOString(), events: [] };
      return { ...(await appendOrphanDecision(deps, ctx, orphan, decided)), alreadyApplied: false, appliedAt: now.toISOString(), events: decided };
    });
    kept = !isDomainError(result) && !result.alreadyApplied;
    return result;
  } finally {
    if (!kept) await deps.uploads.remove(stored.id).catch(() => undefined);
  }
}

// The recruiter hears of the new applicant as of any other.
export async function mailOrphanApplicant(deps: CommandDeps, events: readonly ApplicationEvent[]): Promise<void> {
  const submitted = events.find((e) => e.type === 'OrphanApplicationSubmitted');
  if (submitted?.type !== 'OrphanApplicationSubmitted') return;
  const { recruiterId, jobId, first_name, last_name } = submitted.data;
  const [recruiter, job] = await Promise.all([
    deps.db.selectFrom('user_account').select(['email', 'first_name']).where('id', '=', recruiterId).executeTakeFirst(),
    deps.db.selectFrom('job').select('title').where('id', '=', jobId).executeTakeFirst(),
  ]);
  if (!recruiter) return;
  const name = `${first_name} ${last_name}`.trim();
  await deps.mailer.send(orphanApplicantMail(recruiter.email, recruiter.first_name, name, job?.title ?? 'your job', `${deps.publicUrl}/activity/applicants`, deps.siteName));
}

export type OrphanRegistered = Appended & { userId: string; carried: number };

// The account for the email, as register makes it, then the applications this visitor sent with
// that email carried over to it. Nothing to carry: no account either (this is not a sign-up form).
export async function registerOrphan(
  deps: CommandDeps,
  ctx: CommandContext,
  guestId: string,
  input: { email: string; first_name: string; last_name: string; password: string },
): Promise<OrphanRegistered> {
  const email = input.email.trim().toLowerCase();
  const orphanId = orphanApplicantStreamId(email);
  const before = foldOrphan(orphanId, await deps.store.readStream(orphanId)).state;
  if (!carriedJobs(before, guestId).length) return failWith(domainError('NoOrphanApplication'));
  // the application this visitor just sent stands in for the sign-up form's captcha
  const registered = await registerUser(
    { ...deps, captcha: { verify: async () => true } },
    ctx,
    { email, password: input.password, first_name: input.first_name, last_name: input.last_name, lookingforwork: true },
    { source: 'applyOrphan' },
  );
  const asSeeker: CommandContext = { ...ctx, actor: registered.userId };
  const carried = await withConflictRetries(orphanId, async () => {
    const orphan = foldOrphan(orphanId, await deps.store.readStream(orphanId));
    const decided = orphanDecider.decide({ type: 'CarryOver', seekerId: registered.userId, guestId, now: deps.clock() }, orphan.state);
    // another tab carried them over first: the account stands, with what it got
    if (isDomainError(decided)) return { ...nothingAppended, count: 0 };
    return { ...(await appendOrphanDecision(deps, asSeeker, orphan, decided)), count: decided.filter(isPairEvent).length };
  });
  return { ...combineAppended(registered, carried), userId: registered.userId, carried: carried.count };
}

// With a deleted account goes what its person sent before having one: the applicant id linked to it
// (the log's OrphanApplicantRegistered, on the stream of the account's address) has its key erased,
// and the CVs sent under it are removed. Repeating it changes nothing.
export async function eraseOrphanApplicant(deps: CommandDeps, account: DeletedAccount): Promise<void> {
  const events = (await deps.store.readStream(orphanApplicantStreamId(account.email))).flatMap((e) => decode(e) ?? []);
  const linked = new Set(events.flatMap((e) => (e.type === 'OrphanApplicantRegistered' && e.data.seekerId === account.userId ? [e.data.applicantId] : [])));
  const resumes = events.flatMap((e) => (e.type === 'OrphanApplicationSubmitted' && linked.has(e.data.applicantId) ? [e.data.resume.id] : []));
  for (const applicantId of linked) await deps.personalData.erase(applicantId);
  for (const id of resumes) await deps.uploads.remove(id);
}

// An applicant who made no account within the retention period (their last application is older
// than cutoff) goes as a deleted account's data does: the event that says so, then their key and
// their CVs. The rows of the read models go with the event. A run after a failure half-way finds
// the event and finishes; an applicant who applied again or made an account meanwhile is kept.
export async function eraseLapsedOrphanApplicant(
  deps: CommandDeps,
  ctx: CommandContext,
  target: { orphanId: string; applicantId: string; cutoff: Date },
): Promise<Appended> {
  const { orphanId, applicantId, cutoff } = target;
  const command: EraseLapsedOrphanApplicant = { type: 'EraseLapsedOrphanApplicant', applicantId, cutoff, now: deps.clock() };
  const handled = await handleCommand(deps.store, orphanId, orphanErasureDecider, () => command, metadataOf(ctx));
  if (isDomainError(handled)) return failWith(handled);
  const applicant = handled.state.applicants[applicantId];
  if (!applicant?.erasedAt) return handled;
  await deps.personalData.erase(applicantId);
  for (const id of applicant.resumeIds) await deps.uploads.remove(id);
  return handled;
}
