import type { Appended } from '../../command/core/handle-command';
import { handledTypes, type Projection } from '../../projections/core/projection';
import type { ApiDeps } from './feature';
import { pollingWaiter } from './projection-waiter';

// As a command call does, for a route outside the call table (a payment page, a link in a mail): the
// screen the person goes to next already shows what was done. Only the read models that handle what
// was appended must move past its position.
export const caughtUpWith = (deps: ApiDeps, awaited: readonly Projection[]) => {
  const waitFor = pollingWaiter(deps.db, 20);
  return async (appended: Appended) => {
    const names = awaited.filter((p) => appended.types.some((type) => handledTypes(p).has(type))).map((p) => p.name);
    if (appended.position && names.length) await waitFor(appended.position, names, 2000);
  };
};
