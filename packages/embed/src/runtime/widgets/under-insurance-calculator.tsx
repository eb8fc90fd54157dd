import { UnderInsuranceCalculator } from '@riskatlas/widgets';
import { defineWidget } from '../frame';

/** `<risk-under-insurance-calculator show-notes="false">`. */
export default defineWidget(({ attributes }) => <UnderInsuranceCalculator showNotes={attributes['show-notes'] !== 'false'} />);
