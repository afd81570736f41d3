/** The search radius choices, in km (the contract allows up to 100). */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50, 100] as const;
