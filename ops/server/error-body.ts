import type { Response } from 'express';
import type { ApiErrorBody } from '../../contracts/core/errors';
import type { MessageParams } from '../../contracts/core/messages';
import { codeOfMessage, isCatalogueText } from '../../contracts/messages';

const withParams = (params: MessageParams) => (Object.keys(params).length ? { params } : {});

// A message with the code a client translates it by, when a catalog says it.
const coded = <T extends { message: string }>(issue: T) => {
  const message = codeOfMessage(issue.message);
  return message ? { ...issue, code: message.code, ...withParams(message.params) } : issue;
};

// Every error answer has the documented shape; a 400 always says which field to fix; what it says
// carries its code (the error's own catalogue text needs none beyond `code`).
export const errorBody = (status: number, error: ApiErrorBody): ApiErrorBody => {
  const issues = error.issues ?? (status === 400 ? [{ path: '', message: error.error }] : undefined);
  const own = !(error.code && isCatalogueText(error.code, error.error)) ? codeOfMessage(error.error) : null;
  return {
    ...error,
    ...(own ? { messageCode: own.code, ...withParams(own.params) } : {}),
    ...(issues ? { issues: issues.map(coded) } : {}),
  };
};

export const sendError = (res: Response, status: number, error: ApiErrorBody) => res.status(status).json(errorBody(status, error));
