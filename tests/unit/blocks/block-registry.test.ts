import { describe, expect, it } from 'vitest';
import { componentFor, registeredBlockTypes } from '../../../src/blocks/registry';
import { knownBlockTypes } from '../../../src/cms/schemas';
import { blockRegistered } from '../../../scripts/support/page-kinds';

describe('block registry', () => {
  // the registry's type makes this a compile-time fact; this keeps the runtime list honest too
  it('has a component for exactly the block types the CMS schemas know', () => {
    expect([...registeredBlockTypes].sort()).toEqual([...knownBlockTypes].sort());
    for (const type of knownBlockTypes) expect(componentFor(type), type).not.toBeNull();
  });

  it('renders nothing for an unknown type, including names of Object.prototype', () => {
    for (const type of ['legacyCarousel', 'toString', '__proto__', 'constructor']) {
      expect(componentFor(type), type).toBeNull();
      expect(blockRegistered(type), type).toBe(false);
    }
  });
});
