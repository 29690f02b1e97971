import { CallFailure, isDomainError } from '../../../contracts/core/errors';
import { codeOfMessage } from '../../../contracts/messages';

// The field each refusal is about, by what it says: the dialogs show it there.
const fieldOf: Readonly<Record<string, string>> = {
  MPostNameTaken: 'newData.name',
  MVersionNameTaken: 'newData.versions',
  MVersionMissing: 'newData.versions',
  MVersionClosed: 'newData.versions',
  MDefaultVersionUnknown: 'newData.defaultVersion',
  MEventNeedsDate: 'newData.date',
  MPlanNeedsWeekDay: 'newData.weekDay',
  MPlanHasNoPosts: 'newData.posts',
  MEventNeedsPost: 'newData.posts',
  MEventPostUnknown: 'newData.posts',
  MEventVersionUnknown: 'newData.posts',
  MEventPostTwice: 'newData.posts',
  MDaysOnlyDaily: 'newData.daysWeek',
  MDailyNeedsDays: 'newData.daysWeek',
  MTaskNotDue: 'dateTask',
};

// A refusal of a rule the decider holds answers like a schema's: 400 with the issue on its field.
export function failOnField(result: unknown): void {
  if (!isDomainError(result) || !result.message) return;
  const field = fieldOf[codeOfMessage(result.message)?.code ?? ''];
  if (field) throw new CallFailure(result.code, result.message, { issues: [{ path: field, message: result.message }] });
}
