import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError, zodIssueLines } from '../../../src/config/zod-issues';

const schema = z.object({ limit: z.number(), filter: z.object({ category: z.string() }), tags: z.array(z.string()) });
const failure = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
};

describe('zod issues in words', () => {
  it('names each field by its dotted path, on one line joined by "; "', () => {
    const error = failure({ limit: '9', filter: {}, tags: ['a', 3] });
    expect(describeZodError(error)).toBe('limit: Expected number, received string; filter.category: Required; tags.1: Expected string, received number');
  });

  it('names an issue about the whole value "(root)", or as the caller says', () => {
    const error = failure('not an object');
    expect(describeZodError(error)).toBe('(root): Expected object, received string');
    expect(describeZodError(error, { root: '(body)' })).toBe('(body): Expected object, received string');
    expect(describeZodError(error, { root: '' })).toBe(': Expected object, received string');
  });

  it('keeps the first issues only when told, and takes a bare list of issues', () => {
    const error = failure({ filter: {}, tags: [1, 2] });
    expect(describeZodError(error, { max: 1 })).toBe('limit: Required');
    expect(zodIssueLines(error, { max: 2 })).toEqual(['limit: Required', 'filter.category: Required']);
    expect(describeZodError(error.issues.slice(2))).toBe('tags.0: Expected string, received number; tags.1: Expected string, received number');
  });
});
