import { beforeEach, expect } from 'vitest';

// A test that checks nothing passes whatever the product does: each test must make an assertion
// (a `findBy…` query alone is not one; expect what it found).
beforeEach(() => {
  expect.hasAssertions();
});
