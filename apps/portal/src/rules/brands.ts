/**
 * The two brandings (docs/product/themes-and-brands.md#brands: a risk-coaching brand and a broker brand), as theme data, and the
 * start-up wrapper's rule: a signed-in user whose organisation type belongs to the other brand is sent
 * to that brand's host, carrying their link-generated token in the query string (the `token` parameter
 * the portal already signs in with, see session/login-source.ts).
 */
import { LINK_TOKEN_PARAM } from '../session/login-source';

export type BrandId = 'broker' | 'risk-coaching';

export interface Brand {
  id: BrandId;
  name: string;
  /** docs/product/shell-and-dashboard.md#cards-by-country-and-theme: one theme's dashboard shows only the help and talk-to-team cards. */
  dashboard: 'full' | 'help-only';
}

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  broker: { id: 'broker', name: 'Risk Atlas', dashboard: 'full' },
  'risk-coaching': { id: 'risk-coaching', name: 'Risk Atlas Coaching', dashboard: 'help-only' },
};

/**
 * The organisation type travels as a role on the user (the contract has no other field for it): these
 * roles pick a brand; everyone else belongs to the broker brand.
 */
export const ORGANISATION_TYPE_BRANDS: Readonly<Record<string, BrandId>> = { RiskCoaching: 'risk-coaching' };

export function brandOf(roles: readonly string[]): Brand {
  const match = roles.find((role) => role in ORGANISATION_TYPE_BRANDS);
  return BRANDS[match === undefined ? 'broker' : ORGANISATION_TYPE_BRANDS[match]!];
}

/**
 * Each brand's host, from `VITE_BRAND_HOSTS` (e.g. `broker=app.riskatlas.com,risk-coaching=coach.riskatlas.com`).
 * Unset (development, one host for everything) means no redirect at all.
 */
export function parseBrandHosts(value: string | undefined): Partial<Record<BrandId, string>> {
  const hosts: Partial<Record<BrandId, string>> = {};
  for (const entry of (value ?? '').split(',')) {
    const [brand, host] = entry.split('=').map((part) => part.trim());
    if (host && (brand === 'broker' || brand === 'risk-coaching')) hosts[brand] = host.toLowerCase();
  }
  return hosts;
}

export const BRAND_HOSTS = parseBrandHosts(import.meta.env.VITE_BRAND_HOSTS);

export interface RedirectInput {
  /** The page's current address. */
  location: Pick<Location, 'host' | 'protocol' | 'pathname'>;
  roles: readonly string[];
  /** The user's link-generated token (`sso_token`). */
  linkToken: string;
  hosts?: Partial<Record<BrandId, string>>;
}

/** Where the start-up wrapper sends this user, or null when they are already on their brand's host. */
export function brandRedirect({ location, roles, linkToken, hosts = BRAND_HOSTS }: RedirectInput): string | null {
  const target = hosts[brandOf(roles).id];
  if (!target || target === location.host.toLowerCase()) return null;
  const url = new URL(`${location.protocol}//${target}${location.pathname}`);
  url.searchParams.set(LINK_TOKEN_PARAM, linkToken);
  return url.toString();
}
