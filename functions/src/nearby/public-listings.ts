/** Distances go out rounded to the metre: more digits only suggest false precision. */
export function roundedKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}
