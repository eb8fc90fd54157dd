import { describe, expect, it } from 'vitest';
import { CatalogueParseError, parseAnzsicFiles } from './parse.js';

const sample = `
# comment
D C Manufacturing
S 11 Food Product Manufacturing
G 117 Bakery Product Manufacturing
C 1174 Bakery Product Manufacturing (Non-factory based) | 10710 Manufacture of bread; manufacture of fresh pastry goods and cakes
- Bakery (baking on premises)
- Hot bread shop
~ Hot bread kitchen => Hot bread shop
`;

describe('parseAnzsicFiles', () => {
  it('reads the hierarchy, the UK SIC subclass, industries and aliases', () => {
    const parsed = parseAnzsicFiles([{ name: 'a.txt', text: sample }]);
    expect(parsed.nodes.map((node) => [node.level, node.code, node.parentCode])).toEqual([
      ['Division', 'C', null],
      ['Subdivision', '11', 'C'],
      ['Group', '117', '11'],
      ['Class', '1174', '117'],
    ]);
    expect(parsed.classes[0]).toMatchObject({
      sic: { code: '10710', name: 'Manufacture of bread; manufacture of fresh pastry goods and cakes' },
      industries: ['Bakery (baking on premises)', 'Hot bread shop'],
      aliases: [{ name: 'Hot bread kitchen', target: 'Hot bread shop' }],
    });
  });

  it('refuses an industry name listed twice (in any case), saying where, so each is qualified with its class', () => {
    const later =
      'S 12 Beverage and Tobacco Product Manufacturing\nG 121 Beverage Manufacturing\nC 1211 Soft Drink, Cordial and Syrup Manufacturing | 11070 Manufacture of soft drinks\n- hot bread shop\n- Cordial manufacturing\n';
    expect(() =>
      parseAnzsicFiles([
        { name: 'a.txt', text: sample },
        { name: 'b.txt', text: later },
      ]),
    ).toThrow('b.txt:4: "hot bread shop" already listed at a.txt:8; qualify the names with their class');
  });

  it('refuses a class outside its group, a class without a UK SIC code, and an unknown line', () => {
    expect(() => parseAnzsicFiles([{ name: 'x.txt', text: 'D C M\nS 11 F\nG 117 B\nC 1211 Soft drinks | 11070 Soft\n- A' }])).toThrow(
      CatalogueParseError,
    );
    expect(() => parseAnzsicFiles([{ name: 'x.txt', text: 'D C M\nS 11 F\nG 117 B\nC 1174 Bakery\n- A' }])).toThrow(/UK SIC/);
    expect(() => parseAnzsicFiles([{ name: 'x.txt', text: 'D C M\nbanana' }])).toThrow('x.txt:2: unrecognised line "banana"');
  });
});
