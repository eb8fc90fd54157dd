import { describe, expect, it } from 'vitest';
import { isWhiteLabelHost } from './white-label';

describe('white-label host', () => {
  it('is chosen when a subdomain contains the marker', () => {
    expect(isWhiteLabelHost('acme-partner.riskatlas.com', 'partner')).toBe(true);
    expect(isWhiteLabelHost('app.PARTNER.riskatlas.com', 'partner')).toBe(true);
    expect(isWhiteLabelHost('partner.localhost', 'partner')).toBe(true);
  });

  it('is not chosen for the main host, the bare domain, or the marker in the domain itself', () => {
    expect(isWhiteLabelHost('app.riskatlas.com', 'partner')).toBe(false);
    expect(isWhiteLabelHost('partnerriskatlas.com', 'partner')).toBe(false);
    expect(isWhiteLabelHost('localhost', 'partner')).toBe(false);
    expect(isWhiteLabelHost('app.partner.com', '')).toBe(false);
  });
});
