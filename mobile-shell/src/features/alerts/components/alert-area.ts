/** The radii a phone offers (the contract takes 1 to 50 km). */
export const ALERT_RADII_KM = [2, 5, 10, 25, 50] as const;

/** A centre in words a person can check against a map: "35.0844, -106.6504". */
export function centerLabel([lat, lng]: readonly [number, number]): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
