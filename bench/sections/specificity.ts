/**
 * Content specificity (issue #21): over a fixed, diverse sample of sixteen industries, the mean pairwise
 * Jaccard similarity of their exposure lines and of their Key checklist questions, as the API serves them,
 * beside the figures measured before the content could be specific and the goals; and how many of the
 * sample have fewer than three exposure lines naming their own trade. Computed from the built seed, no server.
 */
import { buildSeedCatalogue } from '../../apps/api/src/catalogue/build.js';
import {
  JACCARD_BEFORE,
  JACCARD_GOALS,
  SAMPLE_INDUSTRIES,
  sampleFigures,
  TRADE_EXPOSURES_GOAL,
} from '../../apps/api/src/catalogue/content/specificity.js';
import type { BenchSection } from '../results.js';

const round = (value: number) => +value.toFixed(3);

export const specificity: BenchSection = {
  name: 'specificity',
  async run() {
    const { catalogue } = await buildSeedCatalogue();
    const figures = sampleFigures(catalogue);
    console.log(`Content specificity over ${SAMPLE_INDUSTRIES.length} industries (mean pairwise Jaccard; lower is more specific)`);
    console.table({
      'Exposure lines': { before: JACCARD_BEFORE.exposures, now: round(figures.exposuresJaccard), goal: `≤ ${JACCARD_GOALS.exposures}` },
      'Key checklist questions': {
        before: JACCARD_BEFORE.keyQuestions,
        now: round(figures.keyQuestionsJaccard),
        goal: `≤ ${JACCARD_GOALS.keyQuestions}`,
      },
    });
    console.table(Object.fromEntries(figures.perIndustry.map(({ name, ...counts }) => [name, counts])));
    console.log(
      `Industries with fewer than ${TRADE_EXPOSURES_GOAL} exposure lines naming their own trade: ${figures.fewTradeExposures.length} of ${SAMPLE_INDUSTRIES.length}` +
        (figures.fewTradeExposures.length ? ` (${figures.fewTradeExposures.join(', ')})` : '') +
        '; goal 0',
    );
    return {
      sample: [...SAMPLE_INDUSTRIES],
      exposuresJaccard: round(figures.exposuresJaccard),
      keyQuestionsJaccard: round(figures.keyQuestionsJaccard),
      fewTradeExposures: figures.fewTradeExposures,
      before: JACCARD_BEFORE,
      goals: { ...JACCARD_GOALS, fewTradeExposures: 0 },
    };
  },
};
