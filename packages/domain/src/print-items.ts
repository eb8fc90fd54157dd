/**
 * What a calculator hands its print page (docs/product/calculators.md#print-pages), kept in session storage under one
 * key so the print page opened in a new tab can read it.
 */
export const PRINT_ITEMS_KEY = 'print-items';
export const CALCULATOR_NAMES = ['under-insurance', 'building-cost'] as const;
export type CalculatorName = (typeof CALCULATOR_NAMES)[number];

export interface PrintEntry {
  label: string;
  value: string;
}

export interface PrintItem {
  type: CalculatorName;
  inputs: PrintEntry[];
  results: PrintEntry[];
}

export function isCalculatorName(name: string | undefined): name is CalculatorName {
  return CALCULATOR_NAMES.some((n) => n === name);
}

/** What the print list needs of a storage (the browser's localStorage), written out so Node code can compile this module. */
interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readAll(store: Store): PrintItem[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(PRINT_ITEMS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPrintItem) : [];
  } catch {
    return [];
  }
}

function isPrintItem(value: unknown): value is PrintItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.type === 'string' && isCalculatorName(item.type) && Array.isArray(item.inputs) && Array.isArray(item.results);
}

/** Records a calculator's latest inputs and results, replacing its previous ones. */
export function savePrintItem(store: Store, item: PrintItem): void {
  const others = readAll(store).filter((i) => i.type !== item.type);
  store.setItem(PRINT_ITEMS_KEY, JSON.stringify([...others, item]));
}

export function readPrintItem(store: Store, type: CalculatorName): PrintItem | undefined {
  return readAll(store).find((i) => i.type === type);
}
