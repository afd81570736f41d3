/**
 * A video's length as players show it: 412 -> "6:52", 3725 -> "1:02:05". Seconds are kept
 * (a 40-second clip is not "1 min"), and hours appear only when there are any.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The same for screen readers and titles: 412 -> "6 minutes 52 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  const said = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(' ') : '0 seconds';
}

const MINUTE_MS = 60_000;

/**
 * How long is left before a moment, in the two largest units, rounded down (a countdown never
 * promises more time than there is): "2 days 4 hours", "3 hours 20 minutes", "45 minutes",
 * "less than a minute". null once the moment has come.
 */
export function formatTimeLeft(milliseconds: number): string | null {
  if (milliseconds <= 0) return null;
  const minutes = Math.floor(milliseconds / MINUTE_MS);
  if (minutes === 0) return 'less than a minute';
  const units: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const first = units.findIndex(([value]) => value > 0);
  return units
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`)
    .join(' ');
}
