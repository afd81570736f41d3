import { describe, expect, it } from 'vitest';

import { formatDistance, formatWhen, webUrl } from './format';

describe('format', () => {
  it('shows times on Mountain Time, whatever the phone’s zone', () => {
    expect(formatWhen('2026-12-06T01:00:00.000Z')).toBe('Sat, Dec 5, 6:00 PM MST');
    expect(formatWhen('2026-07-05T00:30:00.000Z')).toBe('Sat, Jul 4, 6:30 PM MDT');
  });

  it('shows distances as the web site does', () => {
    expect(formatDistance(0.34)).toBe('340 m');
    expect(formatDistance(2.3)).toBe('2.3 km (1.4 mi)');
    expect(formatDistance(24)).toBe('24 km (15 mi)');
  });

  it('links to the web site only when the build names an http(s) address', () => {
    expect(webUrl('/event/e1', { VITE_WEB_URL: 'http://127.0.0.1:5000/' })).toBe(
      'http://127.0.0.1:5000/event/e1',
    );
    expect(webUrl('/event/e1', { VITE_WEB_URL: 'javascript:x' })).toBeNull();
    expect(webUrl('/event/e1', {})).toBeNull();
  });
});
