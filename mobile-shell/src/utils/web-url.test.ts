import { describe, expect, it } from 'vitest';

import { webUrl } from './web-url';

describe('webUrl', () => {
  it('links to the web site only when the build names an http(s) address', () => {
    expect(webUrl('/event/e1', { VITE_WEB_URL: 'http://127.0.0.1:5000/' })).toBe(
      'http://127.0.0.1:5000/event/e1',
    );
    expect(webUrl('/event/e1', { VITE_WEB_URL: 'javascript:x' })).toBeNull();
    expect(webUrl('/event/e1', {})).toBeNull();
  });
});
