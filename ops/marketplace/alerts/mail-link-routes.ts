import { randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { actOnAlert, setMailPreferences } from '../../../command/marketplace/alerts/alert-commands';
import { isDomainError } from '../../../contracts/core/errors';
import { mailCategorySchema, type MailLinkOutcome as Outcome, type UnsubscribeAnswer } from '../../../contracts/marketplace/alerts/alert';
import { alertProjection } from '../../../projections/marketplace/alerts/alert.projection';
import { partsSigned } from '../../mail/mail-links';
import { caughtUpWith } from '../../server/caught-up';
import type { ApiDeps } from '../../server/feature';


const linkContext = (req: Request) => ({ actor: null, correlationId: `mail-link:${randomUUID()}`, remoteIp: req.ip });
const param = (req: Request, name: string): string => {
  const value = req.query[name] ?? (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

// The links in mail act on the server, then land on the site with the trigger that says how it went:
// an account's on its settings (where its mail preferences are), a visitor's on the home page.
export function mailLinkRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();
  // the settings page or the alerts the person opens next already shows what the link did
  const caughtUp = caughtUpWith(deps, [alertProjection]);

  // why a link cannot unsubscribe, or null when it can
  const checkUnsubscribe = async (req: Request): Promise<Outcome | null> => {
    const email = param(req, 'email').toLowerCase();
    const list = param(req, 'list');
    const hash = param(req, 'hash');
    const listed = list.startsWith('alert:') ? list.length > 'alert:'.length : mailCategorySchema.safeParse(list).success;
    if (!email || !hash || !listed) return 'invalidParams';
    return (await partsSigned(deps.db, ['unsubscribe', email, list], hash)) ? null : 'invalidHash';
  };

  const unsubscribe = async (req: Request): Promise<UnsubscribeAnswer> => {
    const refused = await checkUnsubscribe(req);
    if (refused) return { outcome: refused, account: false };
    const email = param(req, 'email').toLowerCase();
    const list = param(req, 'list');
    const alertId = list.startsWith('alert:') ? list.slice('alert:'.length) : null;
    const category = mailCategorySchema.safeParse(list);
    const account = await deps.db.selectFrom('user_account').select('id').where('email', '=', email).executeTakeFirst();
    if (alertId) {
      const removed = await actOnAlert(deps, { type: 'RemoveAlert', alertId, userId: null, via: 'link' }, linkContext(req));
      // an alert gone already (removed on its page meanwhile) sends nothing more: that is what was asked
      if (isDomainError(removed) && removed.code !== 'AlertNotFound') return { outcome: 'notAdded', account: !!account };
      if (!isDomainError(removed)) await caughtUp(removed);
      return { outcome: 'unsubscribed', account: !!account };
    }
    if (!account) return { outcome: 'emailNotFound', account: false };
    let changed: Awaited<ReturnType<typeof setMailPreferences>>;
    try {
      changed = await setMailPreferences(deps, { userId: account.id, change: { [category.data!]: false }, via: 'link' }, linkContext(req));
    } catch {
      return { outcome: 'notAdded', account: true };
    }
    // done: a read model slow to show it does not make it undone
    await caughtUp(changed);
    return { outcome: 'unsubscribed', account: true };
  };

  const land = (res: Response, outcome: Outcome, account: boolean) => res.redirect(303, `${account ? '/settings' : '/'}?${outcome}`);

  // The link in the mail only asks: mail programs and link scanners open links on their own, and a
  // GET must not unsubscribe anyone. A link that could act lands on the site, which asks the person
  // and posts the same fields; a link that could not says why at once.
  router.get('/unsubscribe', async (req, res, next) => {
    try {
      const checked = await checkUnsubscribe(req);
      if (checked) return land(res, checked, false);
      const query = new URLSearchParams({ confirmUnsubscribe: param(req, 'list'), email: param(req, 'email').toLowerCase(), hash: param(req, 'hash') });
      res.redirect(303, `/?${query.toString()}`);
    } catch (error) {
      next(error);
    }
  });
  // the person's confirmation from the site, and one click from the mail program (List-Unsubscribe-Post,
  // RFC 8058): the answer is its status, and whether the address has an account (the site then opens
  // its mail preferences)
  router.post('/unsubscribe', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res, next) => {
    try {
      const { outcome, account } = await unsubscribe(req);
      res.status(outcome === 'unsubscribed' ? 200 : outcome === 'invalidHash' ? 403 : 400).json({ outcome, account });
    } catch (error) {
      next(error);
    }
  });

  router.get('/alerts/approve', async (req, res, next) => {
    try {
      const alertId = param(req, 'alert');
      const expires = param(req, 'expires');
      const signed = alertId && (await partsSigned(deps.db, ['approve', alertId, expires], param(req, 'hash')));
      if (!signed) return land(res, 'invalidHash', false);
      if (!(Number(expires) > deps.clock().getTime())) return land(res, 'approveExpired', false);
      const approved = await actOnAlert(deps, { type: 'ApproveAlert', alertId }, linkContext(req));
      if (!isDomainError(approved)) await caughtUp(approved);
      land(res, isDomainError(approved) ? 'approveExpired' : 'approved', false);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
