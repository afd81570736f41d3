const MILES_PER_KM = 0.621371;

/** "350 m", "1.2 km (0.7 mi)", "12 km (7 mi)": metric first, miles for US visitors. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const one = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
  return `${one(km)} km (${one(km * MILES_PER_KM)} mi)`;
}

/** A search radius: "25 km (16 mi)". */
export function radiusLabel(km: number): string {
  return `${km} km (${Math.round(km * MILES_PER_KM)} mi)`;
}

/**
 * A point as people can check it on a map: "35.0844° N, 106.6504° W" (four decimals, about
 * 10 m). The same words for an alert area's centre on the web and on the phone.
 */
export function formatPoint([lat, lng]: readonly [number, number]): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}
