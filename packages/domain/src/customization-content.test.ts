import { describe, expect, it } from 'vitest';
import { parseCustomizationJson, parseSection, serializeSections } from './customization-content';

describe('customization content', () => {
  const hazardIndex = { grouping: [{ id: 'recommended' as const, title: 'Recommended', classes: [3], seq: 0 }], comments: [] };

  it('writes each section of a save as its JSON string, and reads it back', () => {
    const saved = serializeSections({ hazard_index: hazardIndex });
    expect(saved).toEqual([{ section: 'hazard_index', customization: JSON.stringify(hazardIndex) }]);
    expect(parseSection(saved, 'hazard_index')).toEqual(hazardIndex);
  });

  it('reads a section that is not a JSON object as null', () => {
    for (const customization of ['[]', '"text"', 'null', '{']) {
      expect(parseSection([{ section: 'hazard_index', customization }], 'hazard_index')).toBeNull();
    }
    expect(parseCustomizationJson('{')).toBeUndefined();
  });
});
