import { beforeEach, expect } from 'vitest';

/**
 * Every test asserts something: a test that reaches its end without one expect (a property whose
 * generator never reaches the branch that checks, a loop over an empty list) fails instead of
 * passing whatever the code does. A check made by fast-check's `fc.assert` on a returned boolean
 * counts only once it is written as an expect.
 */
beforeEach(() => {
  expect.hasAssertions();
});
