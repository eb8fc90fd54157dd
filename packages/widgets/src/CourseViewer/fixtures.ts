import type { Schema } from '@riskatlas/api-client';

export const sampleCourse: Schema<'Course'> = {
  id: 5,
  name: 'Underinsurance and Declared Values',
  description: 'How sums insured, declared values and average work.',
  cover: null,
  contents: [],
  guide_contents: [],
  units: [
    { id: 51, sequence: 1, title: 'What underinsurance is', media: null },
    { id: 52, sequence: 2, title: 'How average works', media: null },
    { id: 53, sequence: 3, title: 'Setting declared values', media: null },
  ],
};

export const sampleUnits: Schema<'CourseUnitContent'>[] = [
  { id: 51, title: 'What underinsurance is', text: '<p>Underinsurance means the sum insured is below the value at risk.</p>' },
  { id: 52, title: 'How average works', text: '<p>Average reduces a claim in proportion to the shortfall.</p>' },
  { id: 53, title: 'Setting declared values', text: '<p>Declared values should follow a current valuation.</p>' },
];
