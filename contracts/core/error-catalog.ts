// The error codes of the platform itself (input, access, conflicts, faults). Each feature declares
// its own in its contracts; contracts/errors.ts merges them into the catalogue the HTTP layer uses.
export const coreErrors = {
  ValidationFailed: { status: 400, message: 'Some fields need your attention' },
  Unauthenticated: { status: 401, message: 'Please sign in to continue' },
  TokenExpired: { status: 401, message: 'Your session has expired, please sign in again' },
  Forbidden: { status: 403, message: 'You are not allowed to do this' },
  NotASeeker: { status: 403, message: 'You need to be a job seeker' },
  NotARecruiter: { status: 403, message: 'You need to be a recruiter' },
  NotAdmin: { status: 403, message: 'Only administrators can do this' },
  NotStaff: { status: 403, message: 'Only staff can do this' },
  NotJourneyAdmin: { status: 403, message: 'Only the service\'s admins can do this' },
  NotClientAdmin: { status: 403, message: 'Only the client admin can do this' },
  NotAJourneyClient: { status: 403, message: 'This feature will be available soon' },
  ActsForOthers: { status: 403, message: 'Only staff may act for another person' },
  // the person a call names (actsFor): no account, or not the kind of person the call is about
  UserNotFound: { status: 404, message: 'There is no such user' },
  SubjectNotAJourneyClient: { status: 409, message: 'This person is not a journey client' },
  // staff made a call about a client without naming one
  ClientNotNamed: { status: 400, message: 'Choose the client this is for (their userId)' },
  UnknownCall: { status: 404, message: 'There is no such call' },
  NotFound: { status: 404, message: 'Not found' },
  Conflict: { status: 409, message: 'Someone else changed this at the same time, please try again' },
  PayloadTooLarge: { status: 413, message: 'The request is too large' },
  UnsupportedMediaType: { status: 415, message: 'Send the body as JSON (Content-Type: application/json; charset=utf-8)' },
  RateLimited: { status: 429, message: 'Too many requests, please wait a moment and try again' },
  AccountLocked: { status: 429, message: 'Too many failed attempts for this account: it is locked for a while. Try again later or reset your password' },
  Internal: { status: 500, message: 'Something went wrong' },
  Unavailable: { status: 503, message: 'The service is briefly unavailable, please try again in a few seconds' },
} as const satisfies Record<string, { status: number; message: string }>;


// A catalogue's messages by code: a web feature's English locale takes them as they are
// (`errors: errorMessagesOf(jobErrors)`) and its Hebrew one gives the same codes.
export const errorMessagesOf = <E extends Readonly<Record<string, { message: string }>>>(errors: E): { readonly [K in keyof E]: string } =>
  Object.fromEntries(Object.entries(errors).map(([code, error]) => [code, error.message])) as { readonly [K in keyof E]: string };
