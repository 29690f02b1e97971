import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import type { CallDefinition } from '@contracts/core/call';
import type { ApiErrorBody } from '@contracts/core/errors';
import { signedOut, signInDialogOpened, tokenReceived, type AuthState } from './auth-slice';
import type { ClientState } from './client-slice';

// `definition` comes from the feature that owns the call, so each route chunk carries its own schemas.
// `head`: a first screen's read whose input the code builds (never a form) goes out without waiting
// for the schemas, as the contract's access says; the server checks its input as it checks every call's.
export type CallHead = Pick<CallDefinition, 'access'>;
export type CallRequest = { name: string; definition: () => Promise<CallDefinition>; body: unknown; head?: CallHead };

// 'INVALID_INPUT' means the input failed the call's own schema in the browser and nothing was sent.
export type ApiError = { status: number | 'FETCH_ERROR' | 'INVALID_INPUT'; body: ApiErrorBody };

type StateWithAuth = { auth: AuthState };
type StateWithClient = { client?: ClientState };
type Dispatch = (action: { type: string }) => unknown;

const GENERIC_ERROR = 'Something went wrong';

const toIssues = (error: z.ZodError): NonNullable<ApiErrorBody['issues']> =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// The error body's shape (contracts/core/errors.ts), checked by hand: the first screen loads no schema library.
type Params = Record<string, string | number>;
const paramsOf = (value: unknown): { params?: Params } =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number') ? { params: value as Params } : {};
const codeOf = (value: Record<string, unknown>, key: 'code' | 'messageCode') => (typeof value[key] === 'string' ? { [key]: value[key] as string } : {});

const toErrorBody = (value: unknown): ApiErrorBody | null => {
  if (!isRecord(value) || typeof value.error !== 'string') return null;
  const issues = Array.isArray(value.issues)
    ? value.issues
        .filter((i): i is Record<string, unknown> & { path: string; message: string } => isRecord(i) && typeof i.path === 'string' && typeof i.message === 'string')
        .map((i) => ({ path: i.path, message: i.message, ...codeOf(i, 'code'), ...paramsOf(i.params) }))
    : undefined;
  return {
    error: value.error,
    ...codeOf(value, 'code'),
    ...codeOf(value, 'messageCode'),
    ...paramsOf(value.params),
    ...(issues ? { issues } : {}),
    ...(typeof value.correlationId === 'string' ? { correlationId: value.correlationId } : {}),
  };
};

const readErrorBody = async (response: Response): Promise<ApiErrorBody> => {
  try {
    const parsed = toErrorBody(await response.json());
    if (parsed) return parsed;
  } catch {
    // not JSON (a proxy error page): fall through to the generic text
  }
  return { error: GENERIC_ERROR };
};

type PostResult = { ok: true; data: unknown } | { ok: false; error: ApiError };

export const postCall = async (name: string, body: unknown, token: string | null, multipart = false, method: 'POST' | 'GET' = 'POST'): Promise<PostResult> => {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!multipart && method === 'POST') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(new URL(`/api/${name}`, window.location.origin), {
      method,
      headers,
      // a GET call (declared so in its contract) has no body
      ...(method === 'POST' ? { body: multipart ? (body as FormData) : JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    return { ok: false, error: { status: 'FETCH_ERROR', body: { error: GENERIC_ERROR } } };
  }
  if (!response.ok) return { ok: false, error: { status: response.status, body: await readErrorBody(response) } };
  try {
    return { ok: true, data: await response.json() };
  } catch {
    return { ok: false, error: { status: response.status, body: { error: GENERIC_ERROR } } };
  }
};

// One guest-token request at a time, shared by every call that needs a token before one exists.
let pendingGuestToken: Promise<string | null> | null = null;

export const ensureToken = (getState: () => unknown, dispatch: Dispatch): Promise<string | null> => {
  const { token } = (getState() as StateWithAuth).auth;
  if (token) return Promise.resolve(token);
  pendingGuestToken ??= postCall('getUnregistedUserToken', { device: 'computer' }, null)
    .then((result) => {
      // getUnregistedUserToken answers { token }
      if (!result.ok || !isRecord(result.data) || typeof result.data.token !== 'string') return null;
      const guest = result.data.token;
      dispatch(tokenReceived({ token: guest, kind: 'guest' }));
      return guest;
    })
    .finally(() => {
      pendingGuestToken = null;
    });
  return pendingGuestToken;
};

const usesGuestToken = (call: CallHead): boolean => call.access === 'anonymous' || call.access === 'guest';

// A call about a journey client is made for the client staff picked (client-slice.ts) unless it
// names one itself: no screen passes the client by hand. Nobody picked (a client acting for
// themselves): the body goes as it is.
const forPickedClient = (call: Partial<CallDefinition>, body: unknown, state: StateWithClient): unknown => {
  const picked = state.client?.userId;
  const field = call.actsFor?.subject === 'journeyClient' ? call.actsFor.field : null;
  if (!picked || !field) return body;
  if (body instanceof FormData) {
    if (body.has(field)) return body;
    const form = new FormData();
    for (const [key, value] of body) form.append(key, value);
    form.append(field, picked);
    return form;
  }
  if (body === undefined || body === null) return { [field]: picked };
  return isRecord(body) && !(field in body) ? { ...body, [field]: picked } : body;
};

// Every call is POST /api/{name}. The input is checked with the call's own schema first, and the
// parsed value is what travels (emails lowercased, defaults filled).
export const callBaseQuery: BaseQueryFn<CallRequest, unknown, ApiError> = async ({ name, definition, body: given, head }, api) => {
  const call: CallHead & Partial<CallDefinition> = head ?? (await definition());
  const body = forPickedClient(call, given, api.getState() as StateWithClient);
  const parsed = call.multipart || !call.input ? { success: true as const, data: body } : call.input.safeParse(body);
  if (!parsed.success) {
    return { error: { status: 'INVALID_INPUT', body: { error: 'Some fields need your attention', issues: toIssues(parsed.error) } } };
  }
  const needsToken = call.access !== 'anonymous';
  const token = needsToken ? await ensureToken(api.getState, api.dispatch) : (api.getState() as StateWithAuth).auth.token;
  const result = await postCall(name, parsed.data, token, call.multipart, call.method ?? 'POST');
  if (result.ok) return { data: result.data };

  const { tokenKind } = (api.getState() as StateWithAuth).auth;
  // An expired or revoked token: drop it, fall back to a guest token and ask a signed-in user to sign in again.
  if (result.error.status === 401 && token && name !== 'login') {
    api.dispatch(signedOut());
    if (tokenKind === 'user') api.dispatch(signInDialogOpened('signIn'));
    if (usesGuestToken(call)) {
      const guest = await ensureToken(api.getState, api.dispatch);
      const retry = await postCall(name, parsed.data, guest, call.multipart);
      return retry.ok ? { data: retry.data } : { error: retry.error };
    }
  }
  return { error: result.error };
};
