/** The radii a phone offers (the contract takes 1 to 50 km). */
export const ALERT_RADII_KM = [2, 5, 10, 25, 50] as const;
