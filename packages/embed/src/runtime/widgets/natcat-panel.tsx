import { NatCatPanel } from '@riskatlas/widgets';
import { defineWidget, numberAttribute } from '../frame';

/** `<risk-natcat-panel lat lng>`: checking profiles dispatches `selectionchange` with `{ids}`. */
export default defineWidget(({ attributes, emit }) => {
  const lat = numberAttribute(attributes.lat);
  const lng = numberAttribute(attributes.lng);
  return (
    <NatCatPanel
      location={lat === undefined || lng === undefined ? null : { lat, lng }}
      onSelectionChange={(ids) => emit('selectionchange', { ids })}
    />
  );
});
