import { describe, expect, it } from 'vitest';
import { createContentSchemas } from '../contract/content-schemas.js';
import { loadContract, type Specification } from '../contract/specification.js';
import { cleanSections } from './customization-sections.js';

const grouping = JSON.stringify({
  grouping: [
    { id: 'recommended', title: 'Recommended', classes: [1, 2], seq: 0 },
    { id: 'for_review', title: 'For review', classes: [3], seq: 1 },
  ],
  comments: [],
});

/** The contract with one change: a tailored report's `hazard_index` section keeps at most one group. */
function withOneGroupAtMost(contract: Specification): Specification {
  const changed = structuredClone(contract);
  const schema = changed.components.schemas['HazardIndexCustomization'] as { properties: { grouping: { maxItems: number } } };
  schema.properties.grouping.maxItems = 1;
  return changed;
}

describe('cleanSections', () => {
  it('checks a section against the specification it is given, not one it reads itself', async () => {
    const contract = await loadContract();
    const sections = [{ section: 'hazard_index' as const, customization: grouping }];

    expect(cleanSections(sections, createContentSchemas(contract))).toEqual([
      { section: 'hazard_index', customization: expect.stringContaining('"for_review"') },
    ]);
    expect(() => cleanSections(sections, createContentSchemas(withOneGroupAtMost(contract)))).toThrow(
      'The hazard_index customization is invalid: grouping must be a list of at most three groups.',
    );
  });
});
