/**
 * The indicative hazard model (documented in docs/hazard-model.md): a baseline rating per ANZSIC division
 * and rated insurance class, shaded by what the industry's own name says it does (ovens, cold rooms,
 * vehicles, client advice, cash...), with a small stable jitter so neighbours are not identical.
 */
import { bandOfScore, type HazardBand } from '@riskatlas/domain';
import { RATED_CLASSES } from './insurance-classes.js';
import { stableUnit } from './prng.js';

type Division = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S';

// Columns follow class ids 1-16: PD, BI, Crime, Marine, Motor, PL, ProdL, PI, ML, EL/WC, EB, Cyber,
// Travel, Recall, M&E, Cold storage.
const BASELINE: Record<Division, readonly number[]> = {
  A: [55, 50, 30, 35, 60, 45, 40, 10, 20, 70, 45, 15, 10, 35, 55, 30],
  B: [65, 65, 25, 40, 70, 60, 25, 25, 35, 80, 70, 25, 30, 10, 75, 5],
  C: [65, 60, 30, 45, 45, 45, 60, 15, 30, 65, 65, 30, 20, 50, 65, 25],
  D: [60, 70, 20, 20, 45, 55, 30, 35, 35, 55, 75, 55, 15, 15, 70, 5],
  E: [40, 30, 30, 35, 65, 70, 35, 45, 30, 80, 35, 20, 10, 10, 45, 3],
  F: [50, 45, 45, 60, 55, 35, 45, 10, 25, 45, 35, 35, 25, 35, 25, 25],
  G: [45, 40, 55, 25, 30, 55, 45, 8, 20, 35, 30, 45, 5, 30, 20, 25],
  H: [55, 45, 40, 10, 20, 65, 55, 5, 20, 45, 45, 35, 5, 40, 30, 40],
  I: [45, 50, 40, 75, 80, 45, 15, 15, 25, 65, 40, 35, 25, 10, 35, 15],
  J: [35, 50, 25, 10, 15, 25, 25, 55, 40, 15, 45, 80, 35, 5, 20, 3],
  K: [20, 35, 75, 5, 10, 20, 10, 75, 65, 10, 25, 85, 45, 3, 10, 2],
  L: [45, 35, 30, 10, 35, 50, 25, 40, 35, 25, 30, 40, 10, 5, 25, 5],
  M: [20, 30, 30, 5, 15, 25, 15, 70, 45, 15, 20, 65, 40, 3, 10, 3],
  N: [25, 30, 45, 10, 40, 45, 15, 35, 35, 45, 20, 40, 15, 3, 15, 3],
  O: [35, 40, 35, 10, 50, 55, 10, 40, 45, 55, 30, 55, 20, 3, 25, 3],
  P: [35, 30, 25, 5, 30, 55, 10, 40, 40, 30, 25, 50, 35, 5, 15, 5],
  Q: [35, 40, 30, 5, 35, 55, 35, 75, 40, 45, 40, 65, 15, 10, 20, 25],
  R: [45, 40, 35, 10, 30, 70, 20, 20, 30, 45, 30, 35, 20, 5, 20, 5],
  S: [40, 35, 35, 10, 40, 45, 30, 30, 25, 40, 35, 30, 10, 10, 25, 10],
};

/** A feature of an industry that moves some ratings, with the sentence an underwriter would write about it. */
interface Driver {
  pattern: RegExp;
  shifts: Partial<Record<number, number>>;
  note: string;
}

const DRIVERS: readonly Driver[] = [
  {
    pattern: /bak|oven|fry|fried|kitchen|restaurant|takeaway|caf[eé]|coffee|catering|roast/i,
    shifts: { 1: 12, 2: 6, 6: 4 },
    note: 'Cooking with ovens, fryers and open flames is a leading cause of fire in this trade.',
  },
  {
    pattern: /cold stor|refrigerat|frozen|freez|ice cream|chill|dairy|meat|seafood|fish|poultry/i,
    shifts: { 16: 40, 14: 10, 11: 8 },
    note: 'Perishable stock depends on refrigeration plant; a breakdown or power failure can spoil it within hours.',
  },
  {
    pattern: /chemical|paint|solvent|explosive|firework|fuel|petroleum|petrol|\bgas\b|lpg|oil refin|fertiliser|pesticide|ammunition/i,
    shifts: { 1: 20, 6: 10, 7: 8, 10: 5 },
    note: 'Flammable or hazardous substances raise the fire, explosion and pollution exposure.',
  },
  {
    pattern: /timber|sawmill|wood|joinery|furniture|cabinet|pallet|paper|cardboard|textile|foam|plastic/i,
    shifts: { 1: 14, 2: 6 },
    note: 'Combustible raw materials, dust and offcuts increase fire load.',
  },
  {
    pattern: /software|computer|\bit\b|data|web|internet|cyber|online|digital|telecommunication|e-commerce|app developer/i,
    shifts: { 12: 15, 8: 10, 2: 5 },
    note: 'Reliance on systems and client data makes a cyber incident or an outage costly.',
  },
  {
    pattern: /consult|advis|account|architect|engineer|lawyer|legal|solicitor|design|surveyor|valuer|broker|planner|auditor/i,
    shifts: { 8: 18, 9: 6 },
    note: 'Advice and design relied on by clients carries professional negligence exposure.',
  },
  {
    pattern: /truck|transport|freight|courier|haulage|taxi|\bbus\b|coach|removal|delivery|driving|logistic|towing|tanker/i,
    shifts: { 5: 15, 4: 12, 10: 5 },
    note: 'A fleet on the road drives motor and goods-in-transit losses.',
  },
  {
    pattern: /ship|marine|boat|port|stevedor|cargo|wharf|ferry|yacht|vessel/i,
    shifts: { 4: 20, 1: 4 },
    note: 'Vessels, cargo and waterfront operations carry marine exposures.',
  },
  {
    pattern: /jewel|pawn|cash|bank|gold|bullion|tobacco|cigarette|liquor|bottle shop|pharmacy|chemist|casino|betting|currency/i,
    shifts: { 3: 22, 1: 4 },
    note: 'Cash and portable high-value stock attract theft, burglary and employee dishonesty.',
  },
  {
    pattern: /demolition|scaffold|roof|crane|excavat|blast|tree fell|arborist|steel erect|tunnel|height/i,
    shifts: { 10: 15, 6: 12, 15: 8 },
    note: 'Work at height or with heavy plant makes serious injuries and third-party damage more likely.',
  },
  {
    pattern: /food|beverage|bakery|drink|juice|baby|infant|pharmaceutical|medicine|vitamin|supplement|cosmetic|pet food/i,
    shifts: { 14: 18, 7: 12 },
    note: 'Products consumed or applied by people bring contamination and recall exposure.',
  },
  {
    pattern: /child|school|aged|care|disabilit|kindergarten|nursing|youth/i,
    shifts: { 6: 10, 8: 6, 9: 5 },
    note: 'Duty of care to vulnerable people raises liability and abuse-allegation exposures.',
  },
  {
    pattern: /pool|gym|amusement|ride|horse|equestrian|adventure|skydiv|climb|trampoline|martial|paintball|ski/i,
    shifts: { 6: 16, 10: 5 },
    note: 'Physical activities by members of the public drive injury claims.',
  },
  {
    pattern: /hospital|surgery|dental|medical|clinic|patholog|radiolog|physio|veterinar/i,
    shifts: { 8: 12, 11: 10, 12: 8 },
    note: 'Clinical advice and treatment, and costly diagnostic equipment, shape this risk.',
  },
  {
    pattern: /mill|factory|plant|foundry|smelt|press|forging|machin|printing|extrusion|moulding/i,
    shifts: { 11: 12, 15: 14, 2: 6 },
    note: 'Production depends on plant and machinery; a breakdown stops output.',
  },
  {
    pattern: /labour hire|security|guard|cleaning|cleaner|staffing|recruitment/i,
    shifts: { 10: 10, 3: 8, 6: 5 },
    note: 'Staff working at client premises bring fidelity, injury and third-party damage exposures.',
  },
  {
    pattern: /travel|tour|airline|aviation|flight|charter|cruise|international/i,
    shifts: { 13: 25, 8: 4 },
    note: 'Frequent travel by staff or clients raises travel-related losses.',
  },
  {
    pattern: /export|import|wholesale|distribut|merchant/i,
    shifts: { 4: 12, 13: 6, 7: 6 },
    note: 'Goods bought and sold across supply chains carry transit and vendor product exposures.',
  },
  {
    pattern: /domestic|residential|home/i,
    shifts: { 6: -4, 8: -3 },
    note: 'Domestic work is usually smaller in scale than commercial contracts.',
  },
  {
    pattern: /commercial|industrial/i,
    shifts: { 6: 5, 1: 3 },
    note: 'Commercial and industrial sites mean larger contract values and more third parties.',
  },
  {
    pattern: /farm|grow|orchard|vineyard|grazing|crop|cattle|sheep|dairy cattle|plantation/i,
    shifts: { 1: 6, 5: 5, 15: 6 },
    note: 'Rural sites with machinery, bushfire and storm exposure and long emergency response times.',
  },
];

/** The phrase each class's comment opens with: what that class insures against. */
const EXPOSURE_PHRASE: Record<number, string> = {
  1: 'fire, storm, flood and impact damage to buildings, plant and stock',
  2: 'lost gross profit and extra costs after insured damage interrupts trading',
  3: 'theft, burglary, fraud and employee dishonesty',
  4: 'loss of or damage to goods in transit by land, sea and air',
  5: 'damage to vehicles and their liability on the road',
  6: 'injury to the public and damage to third-party property',
  7: 'injury or damage caused by products supplied',
  8: 'claims that advice or services given were negligent',
  9: 'claims against directors and officers, employment practices and statutory liability',
  10: 'injury and illness suffered by workers',
  11: 'sudden breakdown of machinery, electrical and electronic equipment',
  12: 'data breaches, ransomware and system outages',
  13: 'medical, cancellation and baggage losses while staff travel',
  14: 'the cost of recalling contaminated or defective products',
  15: 'damage to mobile plant and engineering equipment',
  16: 'spoilage of refrigerated stock after a breakdown or power failure',
};

const BAND_SENTENCE = {
  high: 'This is a high hazard for the industry: expect underwriters to ask detailed questions, apply loadings or excesses, and require strong risk controls.',
  medium: 'This is a medium hazard: standard risk controls, good housekeeping and sums insured reviewed each year are expected.',
  low: 'This is a low hazard compared with other industries, though cover is still commonly arranged.',
} as const;

export type Band = HazardBand;

/** The hazard bands of docs/product/hazard-index.md (low 0-25, medium 26-60, high 61-100), read from the whole-percent catalogue score. */
export const bandOf: (rating: number) => Band = bandOfScore;

export interface HazardRating {
  classId: number;
  rating: number;
  comment: string;
}

export interface HazardInput {
  name: string;
  division: string;
  subdivision: string;
}

/**
 * What drives one trade's rating in one class, from data/content/hazard-drivers.txt: the comment names these
 * instead of the band template (docs/hazard-model.md, "Trade drivers").
 */
export type TradeDrivers = (classId: number) => readonly string[] | undefined;

export function rateIndustry(industry: HazardInput, tradeDrivers?: TradeDrivers): HazardRating[] {
  const baseline = BASELINE[industry.division as Division];
  if (!baseline) throw new Error(`No hazard baseline for division ${industry.division}`);
  const drivers = DRIVERS.filter((driver) => driver.pattern.test(industry.name));
  return RATED_CLASSES.map((insuranceClass, column) => {
    const classId = insuranceClass.id;
    const subdivisionShade = (stableUnit('subdivision', industry.subdivision, classId) - 0.5) * 10;
    const industryShade = (stableUnit('industry', industry.name, classId) - 0.5) * 10;
    const driverShift = drivers.reduce((sum, driver) => sum + (driver.shifts[classId] ?? 0), 0);
    const rating = clampRating(baseline[column]! + subdivisionShade + industryShade + driverShift);
    const relevant = drivers.filter((driver) => (driver.shifts[classId] ?? 0) !== 0).map((driver) => driver.note);
    const trade = tradeDrivers?.(classId);
    const comment = trade?.length
      ? tradeComment(industry.name, insuranceClass.name, rating, trade)
      : commentFor(industry.name, insuranceClass.name, classId, rating, relevant);
    return { classId, rating, comment };
  });
}

function clampRating(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

function commentFor(industry: string, className: string, classId: number, rating: number, notes: string[]): string {
  const band = bandOf(rating);
  const opening = `<p><strong>${escapeHtml(className)}</strong> for ${escapeHtml(industry.toLowerCase())} covers ${EXPOSURE_PHRASE[classId]}. ${BAND_SENTENCE[band]}</p>`;
  if (notes.length === 0) return opening;
  return `${opening}<ul>${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>`;
}

/** A comment that says why this trade rates as it does in this class: its own drivers, not the band template. */
function tradeComment(industry: string, className: string, rating: number, drivers: readonly string[]): string {
  const listed = drivers.length === 1 ? drivers[0]! : `${drivers.slice(0, -1).join('; ')}; and ${drivers.at(-1)!}`;
  return `<p><strong>${escapeHtml(className)}</strong> rates ${bandOf(rating)} for ${escapeHtml(industry.toLowerCase())}. What drives it in this trade: ${escapeHtml(listed)}.</p>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
