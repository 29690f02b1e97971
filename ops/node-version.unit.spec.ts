import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version';

describe('the Node version the product needs', () => {
  it('accepts the minimum and anything later, refuses anything earlier with the versions named', () => {
    expect(nodeVersionProblem('v22.12.0', '>=22.12.0')).toBeNull();
    expect(nodeVersionProblem('v22.13.1', '>=22.12.0')).toBeNull();
    expect(nodeVersionProblem('v24.0.0', '>=22.12.0')).toBeNull();
    expect(nodeVersionProblem('v22.11.9', '>=22.12.0')).toMatch(/needs Node 22\.12\.0 or later.*this is Node 22\.11\.9/);
    expect(nodeVersionProblem('v20.20.2', '>=22.12.0')).toMatch(/this is Node 20\.20\.2/);
  });

  it("reads package.json's engines field, which names Node 22 (kysely 0.29 asks for it)", () => {
    expect(nodeVersionProblem('v20.20.2')).not.toBeNull();
    expect(nodeVersionProblem('v22.12.0')).toBeNull();
  });
});
