import type { CalculatorNote } from '@riskatlas/domain';

/** The building cost calculator's labels and notes, shared by the widget, its tests and the print page. */
export const buildingCostCopy = {
  heading: 'Building Cost Calculator',
  location: 'Location',
  industry: 'Industry',
  industryPlaceholder: 'Select an industry',
  buildingsHeading: 'Buildings',
  buildingType: 'Building type',
  floorArea: 'Gross floor area (m²)',
  addBuilding: 'Add a building',
  removeBuilding: 'Remove building',
  fencingHeading: 'Fencing and carpark',
  asset: 'Fencing or carpark item',
  quantity: 'Quantity (m or m²)',
  addFencing: 'Add a fencing or carpark item',
  removeFencing: 'Remove item',
  estimate: 'Estimate',
  print: 'Print',
  recorded: 'Your inputs are recorded for printing.',
  estimating: 'Estimating',
  estimateTotal: 'Estimated replacement cost',
  estimateBreakdown: 'How the estimate is made up',
  estimateColumns: ['Item', 'Quantity', 'Rate', 'Amount'],
  estimateBasis:
    'An indicative figure from gross floor area and quantities, excluding GST, access, demolition and the other items in the notes. Ask a valuer before setting a sum insured.',
  estimateFailed: 'The estimate could not be made just now. Your inputs are recorded; try Estimate again shortly.',
  periodsCaption: 'Indicative construction periods',
  periodsColumns: ['Complexity', 'Project value ($m)', 'Documentation (weeks)', 'Construction (weeks)', 'Total project (weeks)'],
  notesHeading: 'Notes',
  backToNotes: 'Back to notes',
  contactHeading: 'Professional valuation',
  contactText:
    'An estimate is no substitute for a valuation. For a sum insured a client will rely on after a total loss, arrange a professional valuation by a registered valuer or quantity surveyor.',
} as const;

/** The notes the navigator lists; `webOnly` ones stay off the printed copy. */
export const buildingCostNotes: readonly CalculatorNote[] = [
  {
    menuTitle: 'Gross floor area',
    title: 'Estimates are based on gross floor area',
    icon: 'ruler',
    content:
      '<p>Rates apply to the <strong>gross floor area</strong>: the area of every floor measured to the outside face of the external walls, including stairs, lift shafts, plant rooms and internal walls.</p><p>Measure each building separately and add one row per building.</p>',
    user: 'Risk Atlas',
    date: '2026-01-01',
    webOnly: false,
  },
  {
    menuTitle: 'Exclusions',
    title: 'What the estimate excludes',
    icon: 'exclude',
    content:
      '<p>The estimate excludes site access, demolition and removal of debris, GST, professional fees, council and authority fees, escalation during the rebuild period, contents and landscaping.</p><p>Add these to the estimate before setting a sum insured.</p>',
    user: 'Risk Atlas',
    date: '2026-01-01',
    webOnly: false,
  },
  {
    menuTitle: 'Construction periods',
    title: 'Using the construction-period table',
    icon: 'clock',
    content:
      '<p>The table gives indicative documentation, construction and total project periods by project value and complexity. Use the total project period when choosing an indemnity period for business interruption cover, and allow for approvals and site clearance on top.</p>',
    user: 'Risk Atlas',
    date: '2026-01-01',
    webOnly: false,
  },
  {
    menuTitle: 'Printing',
    title: 'Printing your estimate',
    icon: 'print',
    content:
      '<p>Estimate records your inputs and works out the estimate; Print then opens a printable copy with the inputs, the estimate, the notes and the valuation contact details.</p>',
    user: 'Risk Atlas',
    date: '2026-01-01',
    webOnly: true,
  },
];
