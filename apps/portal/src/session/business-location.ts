import type { CountryCode } from '@riskatlas/domain';
import type { BusinessLocation } from '@riskatlas/widgets';
import { useSyncExternalStore } from 'react';

/**
 * The natural-hazard business location (address, lat, lng, postcode; docs/product/natcat.md), kept for the browser
 * session: chosen on the dashboard card or /natcat, and used by the quick report's NatCat section.
 * Session storage, so it ends with the tab; sign-out clears it.
 */
const KEY = 'riskatlas.businessLocation';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: BusinessLocation | null } = { raw: null, value: null };

function isLocation(value: unknown): value is BusinessLocation {
  if (typeof value !== 'object' || value === null) return false;
  const { address, lat, lng, postcode } = value as Record<string, unknown>;
  return (
    typeof address === 'string' &&
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    (postcode === null || typeof postcode === 'string')
  );
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored location, or null (also for anything unreadable: it is only a convenience). */
export function readBusinessLocation(): BusinessLocation | null {
  const raw = readRaw();
  if (raw === cached.raw) return cached.value;
  let value: BusinessLocation | null = null;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    value = isLocation(parsed) ? parsed : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function writeBusinessLocation(location: BusinessLocation | null): void {
  try {
    if (location === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(location));
  } catch {
    // Storage blocked: the location then lasts only until the page reloads.
    cached = { raw: null, value: location };
  }
  for (const listener of listeners) listener();
}

export function clearBusinessLocation(): void {
  writeBusinessLocation(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The places a user's location search suggests: nz users search New Zealand only, everyone else every
 * country the gazetteer covers.
 */
export function placeCountryFor(country: CountryCode): 'nz' | undefined {
  return country === 'nz' ? 'nz' : undefined;
}

/** The business location and its setter; every user of the hook sees a change at once. */
export function useBusinessLocation(): [BusinessLocation | null, (location: BusinessLocation | null) => void] {
  const location = useSyncExternalStore(subscribe, readBusinessLocation, () => null);
  return [location, writeBusinessLocation];
}
