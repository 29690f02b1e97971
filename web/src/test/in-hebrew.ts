import { afterEach, beforeEach } from 'vitest';
import { changeLanguage } from '../app/i18n';

// The tests of a describe block read in Hebrew, with the namespaces they need loaded through the
// app's own loaders (so their catalogs are the ones the screens translate by); English again after.
export const inHebrew = (...loads: (() => Promise<unknown>)[]): void => {
  beforeEach(async () => {
    await changeLanguage('he');
    await Promise.all(loads.map((load) => load()));
  });
  afterEach(() => changeLanguage('en'));
};
