/** "350 m", "1.2 km (0.7 mi)", "12 km (7 mi)": metric first, miles for US visitors. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const miles = km * 0.621371;
  const one = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
  return `${one(km)} km (${one(miles)} mi)`;
}

/** The radius choices, in km (the contract allows up to 100). */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50, 100] as const;

/** "25 km (16 mi)" for the radius control. */
export function radiusLabel(km: number): string {
  return `${km} km (${Math.round(km * 0.621371)} mi)`;
}
