import { UnderInsuranceCalculator } from '@riskatlas/widgets';
import { defineWidget } from '../host';

/** `<risk-under-insurance-calculator show-notes="false">`. */
export default defineWidget(({ attributes }) => <UnderInsuranceCalculator showNotes={attributes['show-notes'] !== 'false'} />);
