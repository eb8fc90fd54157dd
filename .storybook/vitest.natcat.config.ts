import { storybookProject } from './vitest.config';

/** Every story again under the NatCat theme. */
export default storybookProject('natcat');
