import type { ForumAnswer } from '../../../contracts/backoffice/forum/calls';
import { answerOf } from '../../../contracts/backoffice/forum/forum';
import type { CallResult, TestApp } from '../../support/test-app';

// A visitor of the forum: no sign-in, the cookies the server sets kept between calls as a browser does.
export type Posted = ForumAnswer & { message?: string };
export type Visitor = { call<T = Posted>(name: string, body: unknown): Promise<CallResult<T> & { setCookie: string | null }>; cookie(): string };

export function visitor(t: TestApp): Visitor {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookie,
    async call(name, body) {
      const response = await fetch(`${t.app.url}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(jar.size ? { cookie: cookie() } : {}) },
        body: JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return { status: response.status, body: await response.json(), setCookie };
    },
  };
}

// The right answer to the question a page carried.
export const answered = (page: ForumAnswer) => ({ token: page.randoms!.token, answer: answerOf(page.randoms!) });
