/**
 * The white-label variant (docs/product/themes-and-brands.md#white-label-variant): chosen when the host's subdomain contains the marker. The marker
 * is deployment configuration (`VITE_WHITE_LABEL_MARKER`, default `partner`), not product copy.
 */
export const WHITE_LABEL_MARKER: string = import.meta.env.VITE_WHITE_LABEL_MARKER ?? 'partner';

/** True when a subdomain label of `hostname` (not the registrable domain itself) contains the marker. */
export function isWhiteLabelHost(hostname: string, marker = WHITE_LABEL_MARKER): boolean {
  if (!marker) return false;
  const labels = hostname.toLowerCase().split('.');
  // "partner.riskatlas.com" → subdomain "partner"; "riskatlas.com" has none. Browsers resolve any
  // "*.localhost" to this machine, so "partner.localhost" is a white-label host in development.
  const domainLabels = labels.at(-1) === 'localhost' ? 1 : 2;
  const subdomains = labels.slice(0, Math.max(0, labels.length - domainLabels));
  return subdomains.some((label) => label.includes(marker.toLowerCase()));
}
