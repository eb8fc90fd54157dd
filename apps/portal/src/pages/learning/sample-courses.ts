import type { Schema } from '@riskatlas/api-client';

/**
 * Trial users read this sample course from the portal itself, not the server (docs/product/learning-and-points.md#trial-courses): it shows
 * what a course looks like without opening the paid catalogue.
 */
export const SAMPLE_COURSE: Schema<'Course'> = {
  id: 25,
  name: 'Sample: Underinsurance in Brief',
  description: 'A short taste of the Risk Atlas courses: why sums insured fall short and what average does to a claim.',
  cover: null,
  contents: [
    { title: 'Why it matters', content: '<p>Why sums insured fall short of the value at risk.</p>' },
    { title: 'Average at work', content: '<p>How an average clause reduces a claim.</p>' },
  ],
  guide_contents: [
    {
      id: 1,
      icon: 'target',
      title: 'What you will learn',
      content: '<p>How underinsurance arises and how an average (co-insurance) clause reduces a claim when the sum insured is too low.</p>',
    },
    {
      id: 2,
      icon: 'clock',
      title: 'How long it takes',
      content: '<p>About ten minutes. Subscribers get the full course and its quiz.</p>',
    },
  ],
  units: [
    { id: 2501, sequence: 1, title: 'Why it matters', media: null },
    { id: 2502, sequence: 2, title: 'Average at work', media: null },
  ],
};

export const SAMPLE_UNITS: Schema<'CourseUnitContent'>[] = [
  {
    id: 2501,
    title: 'Why it matters',
    text: '<p>Sums insured are often set years before a loss and rarely follow building costs, which rise after every major catastrophe as demand for trades outstrips supply. Demolition, debris removal and professional fees are easily forgotten.</p><p>A client who is underinsured bears part of every claim, not only a total loss, when the policy carries an average clause.</p>',
  },
  {
    id: 2502,
    title: 'Average at work',
    text: '<p>With 80% co-insurance, a property worth $1,000,000 insured for $500,000 should have been insured for at least $800,000. A $250,000 loss is paid in the proportion 500,000 / 800,000: $156,250. The client bears the other $93,750.</p><p>Try the figures in the Under-insurance Calculator.</p>',
  },
];
