import type { GeocodeCandidate } from '@fundax/core';

/** One way of finding places: offline data or a geocoding service. */
export interface Geocoder {
  /** For logs and configuration: offline, census, nominatim. */
  readonly name: string;
  /** The credit its data needs beside a result it answered (null: none needed). */
  readonly attribution: string | null;
  /** Candidates best first; an empty list when it finds nothing. Throws when unreachable. */
  geocode(address: string): Promise<GeocodeCandidate[]>;
}

/** The fetch the service adapters call (the global one; tests pass recorded answers). */
export type Fetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

/** A service that answers an error status: the chain goes on to the next geocoder. */
export class GeocoderUnavailable extends Error {
  constructor(
    readonly geocoder: string,
    readonly reason: string,
  ) {
    super(`${geocoder} geocoder unavailable: ${reason}`);
    this.name = 'GeocoderUnavailable';
  }
}
