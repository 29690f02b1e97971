import type { DomainError } from '../../../contracts/core/errors';
import { coverLettersStreamId, resumesStreamId } from '../../../contracts/coaching/documents/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { coverLettersDecider, resumesDecider, type Documents } from './documents';
import type { DocumentsEvent } from '../../../contracts/coaching/documents/events';

type Result = Handled<Documents, DocumentsEvent> | DomainError;

export type AddResumeCommand = { userId: string; title?: string; link: string };

// A CV link on the client's list.
export async function addResumeLink(deps: CommandDeps, command: AddResumeCommand, ctx: CommandContext): Promise<Result> {
  const resumeId = deps.newId();
  return handleCommand(deps.store, resumesStreamId(command.userId), resumesDecider, () => ({ type: 'AddResume' as const, ...command, resumeId, now: deps.clock() }), metadataOf(ctx));
}

export type UpdateResumeCommand = { userId: string; resumeId: string; title?: string; link?: string; picked?: boolean; isDelete?: boolean; byStaff: boolean };

// A CV link edited, picked for the cover letter or deleted.
export async function changeResumeLink(deps: CommandDeps, command: UpdateResumeCommand, ctx: CommandContext): Promise<Result> {
  return handleCommand(deps.store, resumesStreamId(command.userId), resumesDecider, () => ({ type: 'UpdateResume' as const, ...command, now: deps.clock() }), metadataOf(ctx));
}

export type SaveCoverLetterCommand = { userId: string; id?: string; title?: string; content?: string; link?: string; isDelete: boolean };

// A cover letter added, edited or deleted.
export async function saveCoverLetter(deps: CommandDeps, command: SaveCoverLetterCommand, ctx: CommandContext): Promise<Result> {
  const newId = deps.newId();
  return handleCommand(deps.store, coverLettersStreamId(command.userId), coverLettersDecider, () => ({ type: 'SaveCoverLetter' as const, ...command, newId, now: deps.clock() }), metadataOf(ctx));
}

// The cover letter publishing sends: picking it unpicks the rest.
export async function pickCoverLetter(deps: CommandDeps, command: { userId: string; id: string }, ctx: CommandContext): Promise<Result> {
  return handleCommand(deps.store, coverLettersStreamId(command.userId), coverLettersDecider, () => ({ type: 'PickCoverLetter' as const, ...command, now: deps.clock() }), metadataOf(ctx));
}
