import { describe, expect, it } from 'vitest';
import { PRINT_ITEMS_KEY, isCalculatorName, readPrintItem, savePrintItem } from './print-items';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('print items', () => {
  it('keeps one item per calculator under the print-items key', () => {
    const store = memoryStore();
    savePrintItem(store, { type: 'under-insurance', inputs: [{ label: 'Loss', value: '$1' }], results: [] });
    savePrintItem(store, { type: 'building-cost', inputs: [], results: [] });
    savePrintItem(store, { type: 'under-insurance', inputs: [{ label: 'Loss', value: '$2' }], results: [] });
    expect(readPrintItem(store, 'under-insurance')?.inputs).toEqual([{ label: 'Loss', value: '$2' }]);
    expect(JSON.parse(store.map.get(PRINT_ITEMS_KEY) ?? '')).toHaveLength(2);
  });

  it('ignores damaged storage', () => {
    const store = memoryStore();
    store.setItem(PRINT_ITEMS_KEY, '{not json');
    expect(readPrintItem(store, 'building-cost')).toBeUndefined();
  });

  it('knows the calculators', () => {
    expect(isCalculatorName('under-insurance')).toBe(true);
    expect(isCalculatorName('limit-of-liability')).toBe(false);
  });
});
