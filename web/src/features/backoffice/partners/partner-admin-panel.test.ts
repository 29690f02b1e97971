import { describe, expect, it } from 'vitest';
import { quotaCountError } from './partner-admin-panel';

describe('a prepaid package’s count', () => {
  it('is a whole number from 1 to 10,000, as the server takes it', () => {
    for (const ok of ['1', '25', '10000', ' 7 ']) expect(quotaCountError(ok)).toBe(false);
    for (const wrong of ['', '0', '10001', '2.5', '-3', 'ten']) expect(quotaCountError(wrong)).toBe(true);
  });
});
