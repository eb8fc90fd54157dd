import { storybookProject } from './vitest.config';

/** Every story again under the sample partner theme. */
export default storybookProject('partner');
