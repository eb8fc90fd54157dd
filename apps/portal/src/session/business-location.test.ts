// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBusinessLocation, readBusinessLocation, useBusinessLocation, writeBusinessLocation } from './business-location';

const townsville = { address: 'Townsville QLD 4810, Australia', lat: -19.2589635, lng: 146.8169483, postcode: '4810', placeId: 'au:14186' };

afterEach(() => window.sessionStorage.clear());

describe('business location store', () => {
  it('keeps the chosen location for the session and shares it with every hook user', () => {
    const first = renderHook(() => useBusinessLocation());
    const second = renderHook(() => useBusinessLocation());
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1](townsville));
    expect(second.result.current[0]).toEqual(townsville);
    expect(JSON.parse(window.sessionStorage.getItem('riskatlas.businessLocation')!)).toEqual(townsville);
  });

  it('ignores a stored value that is not a location, and clears on sign-out', () => {
    window.sessionStorage.setItem('riskatlas.businessLocation', '{"address":"x","lat":"north"}');
    expect(readBusinessLocation()).toBeNull();
    writeBusinessLocation(townsville);
    expect(readBusinessLocation()).toEqual(townsville);
    clearBusinessLocation();
    expect(readBusinessLocation()).toBeNull();
  });
});
