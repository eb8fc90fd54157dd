import type { components } from '@riskatlas/contract';

export type CatnetLayer = components['schemas']['CatnetLayer'];
export type NatcatProfile = components['schemas']['NatcatProfile'];
export type NatcatLayerId = components['schemas']['NatcatLayerId'];

/**
 * Catastrophe data behind the API: the 16 layers at a point, the profiles built from them, and a map
 * image of one layer around the point. Coordinates are WGS84 degrees; `zoom` is the API's (half the
 * slider's).
 */
export interface HazardProvider {
  layers(lat: number, lng: number): Promise<CatnetLayer[]>;
  profiles(lat: number, lng: number): Promise<NatcatProfile[]>;
  map(layer: NatcatLayerId, lat: number, lng: number, zoom: number): Promise<Buffer>;
}
