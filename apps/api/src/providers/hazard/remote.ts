import type { CatnetLayer, HazardProvider, NatcatLayerId, NatcatProfile } from './types.js';

/**
 * The slot for a real catastrophe-data service (the reinsurer's catnet service the product names): it
 * forwards the three calls to HAZARD_SERVICE_URL with the same parameters and expects the contract's
 * shapes back. Failures surface as errors, so the API answers 5xx rather than an invented profile.
 */
export class RemoteHazardProvider implements HazardProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}

  async layers(lat: number, lng: number): Promise<CatnetLayer[]> {
    return ((await (await this.get(`/catnet/layers?latitude=${lat}&longitude=${lng}`)).json()) as { data: CatnetLayer[] }).data;
  }

  async profiles(lat: number, lng: number): Promise<NatcatProfile[]> {
    const { data } = (await (await this.get(`/natcat/profiles?latitude=${lat}&longitude=${lng}`)).json()) as { data: NatcatProfile[] };
    return [...data].sort((a, b) => b.analysis.graph_value - a.analysis.graph_value);
  }

  async map(layer: NatcatLayerId, lat: number, lng: number, zoom: number): Promise<Buffer> {
    const response = await this.get(`/catnet/map?LayerId=${layer}&Latitude=${lat}&Longitude=${lng}&Zoom=${zoom}`);
    return Buffer.from(await response.arrayBuffer());
  }

  private async get(path: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`hazard service answered ${response.status} for ${path}`);
    return response;
  }
}
