import { domainError, type DomainError } from '../../../contracts/core/errors';
import { documentsEvents, type DocumentsEvent } from '../../../contracts/coaching/documents/events';
import { documentsMessages as m } from '../../../contracts/coaching/documents/messages';
import type { Decider } from '../../core/decider';

// A client's CV links (cv-{userId}) and cover letters (cover-letter-{userId}): the same shape,
// picked and deleted flags; a CV the client uploaded holds its file instead of a link.
export type Document = { id: string; title: string; content: string; link: string; picked: boolean; deleted: boolean; fileId: string | null };
export type Documents = ReadonlyMap<string, Document>;
export const noDocuments: Documents = new Map();

const pick = (docs: Documents, id: string): Documents => new Map([...docs].map(([key, d]) => [key, { ...d, picked: key === id }]));
const put = (docs: Documents, id: string, change: Partial<Document>): Documents => {
  const was = docs.get(id) ?? { id, title: '', content: '', link: '', picked: false, deleted: false, fileId: null };
  return new Map(docs).set(id, { ...was, ...change });
};

export function evolveDocuments(docs: Documents, event: DocumentsEvent): Documents {
  switch (event.type) {
    case 'ResumeAdded':
    case 'ResumeUpdated':
      return put(docs, event.data.resumeId, { title: event.data.title, link: event.data.link, ...(event.data.fileId ? { fileId: event.data.fileId } : {}) });
    case 'CoverLetterSaved':
      return put(docs, event.data.coverLetterId, { title: event.data.title, content: event.data.content, link: event.data.link });
    case 'ResumePicked':
      return pick(docs, event.data.resumeId);
    case 'CoverLetterPicked':
      return pick(docs, event.data.coverLetterId);
    case 'ResumeDeleted':
      return put(docs, event.data.resumeId, { deleted: true, picked: false });
    case 'CoverLetterDeleted':
      return put(docs, event.data.coverLetterId, { deleted: true, picked: false });
    default:
      return docs;
  }
}

export const live = (docs: Documents): Document[] => [...docs.values()].filter((d) => !d.deleted);

export type AddResume = { type: 'AddResume'; userId: string; resumeId: string; title?: string; link: string; now: Date };
export type UpdateResume = { type: 'UpdateResume'; userId: string; resumeId: string; title?: string; link?: string; picked?: boolean; isDelete?: boolean; byStaff: boolean; now: Date };
// The CV file the client uploaded: one entry on the list holds it, and a new file replaces it there.
export type KeepUploadedCv = { type: 'KeepUploadedCv'; userId: string; resumeId: string; fileId: string; now: Date };
export type ResumeCommand = AddResume | UpdateResume | KeepUploadedCv;

const uploadedEntry = (docs: Documents) => live(docs).find((d) => d.fileId !== null);

function keepUploadedCv(command: KeepUploadedCv, docs: Documents): DocumentsEvent[] {
  const { userId, fileId } = command;
  const at = command.now.toISOString();
  const entry = uploadedEntry(docs);
  if (entry?.fileId === fileId) return [];
  if (entry) return [{ type: 'ResumeUpdated', data: { userId, resumeId: entry.id, title: entry.title, link: '', fileId, updatedAt: at } }];
  return [{ type: 'ResumeAdded', data: { userId, resumeId: command.resumeId, title: `CV ${docs.size + 1}`, link: '', fileId, addedAt: at } }];
}

export function decideResume(command: ResumeCommand, docs: Documents): DocumentsEvent[] | DomainError {
  const { userId, resumeId } = command;
  const at = command.now.toISOString();
  if (command.type === 'KeepUploadedCv') return keepUploadedCv(command, docs);
  if (command.type === 'AddResume') {
    const title = command.title || `CV ${docs.size + 1}`;
    return [{ type: 'ResumeAdded', data: { userId, resumeId, title, link: command.link, addedAt: at } }];
  }
  const resume = docs.get(resumeId);
  if (!resume || resume.deleted) return domainError('PublishItemNotFound', m.CvNotFound);
  // picking the CV for the cover letter and deleting one are for staff (coaching spec §6)
  if ((command.picked || command.isDelete) && !command.byStaff) return domainError('NotStaff');
  if (command.isDelete) return [{ type: 'ResumeDeleted', data: { userId, resumeId, deletedAt: at } }];
  if (resume.fileId && command.link !== undefined && command.link !== resume.link) return domainError('PublishRuleBroken', m.UploadedCvKeepsItsFile);
  const events: DocumentsEvent[] = [];
  const title = command.title ?? resume.title;
  const link = command.link ?? resume.link;
  if (title !== resume.title || link !== resume.link) events.push({ type: 'ResumeUpdated', data: { userId, resumeId, title: title || resume.title, link, updatedAt: at } });
  if (command.picked && !resume.picked) events.push({ type: 'ResumePicked', data: { userId, resumeId, pickedAt: at } });
  return events;
}

export const resumesDecider: Decider<Documents, ResumeCommand, DocumentsEvent> = {
  events: documentsEvents,
  initialState: noDocuments,
  evolve: evolveDocuments,
  decide: decideResume,
};

// a field left out keeps what the letter has (a new letter starts empty)
export type SaveCoverLetter = { type: 'SaveCoverLetter'; userId: string; id?: string; newId: string; title?: string; content?: string; link?: string; isDelete: boolean; now: Date };
export type PickCoverLetter = { type: 'PickCoverLetter'; userId: string; id: string; now: Date };
export type CoverLetterCommand = SaveCoverLetter | PickCoverLetter;

export function decideCoverLetter(command: CoverLetterCommand, docs: Documents): DocumentsEvent[] | DomainError {
  const { userId } = command;
  const at = command.now.toISOString();
  if (command.type === 'PickCoverLetter') {
    const letter = docs.get(command.id);
    if (!letter || letter.deleted) return domainError('PublishItemNotFound', m.CoverLetterNotFound);
    return letter.picked ? [] : [{ type: 'CoverLetterPicked', data: { userId, coverLetterId: command.id, pickedAt: at } }];
  }
  if (command.id !== undefined) {
    const letter = docs.get(command.id);
    if (!letter || letter.deleted) return domainError('PublishItemNotFound', m.CoverLetterNotFound);
    if (command.isDelete) {
      if (letter.picked) return domainError('PublishRuleBroken', m.PickedCannotBeDeleted);
      return [{ type: 'CoverLetterDeleted', data: { userId, coverLetterId: command.id, deletedAt: at } }];
    }
    const title = command.title || letter.title;
    const content = command.content ?? letter.content;
    const link = command.link ?? letter.link;
    if (title === letter.title && content === letter.content && link === letter.link) return [];
    return [{ type: 'CoverLetterSaved', data: { userId, coverLetterId: command.id, title, content, link, savedAt: at } }];
  }
  if (command.isDelete) return domainError('PublishItemNotFound', m.CoverLetterNotFound);
  const coverLetterId = command.newId;
  const title = command.title || `Cover letter ${docs.size + 1}`;
  const saved: DocumentsEvent = { type: 'CoverLetterSaved', data: { userId, coverLetterId, title, content: command.content ?? '', link: command.link ?? '', savedAt: at } };
  // the first cover letter is the picked one: exactly one is picked once there are any
  const nonePicked = !live(docs).some((d) => d.picked);
  return nonePicked ? [saved, { type: 'CoverLetterPicked', data: { userId, coverLetterId, pickedAt: at } }] : [saved];
}

export const coverLettersDecider: Decider<Documents, CoverLetterCommand, DocumentsEvent> = {
  events: documentsEvents,
  initialState: noDocuments,
  evolve: evolveDocuments,
  decide: decideCoverLetter,
};
