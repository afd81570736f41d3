import { describe, expect, it } from 'vitest';

import { messageHref } from './message-href';

describe('messageHref', () => {
  it('keeps a path of the web app', () => {
    expect(messageHref('/portal/locations/v1')).toBe('/portal/locations/v1');
    expect(messageHref('/event/e1')).toBe('/event/e1');
  });

  it('leads nowhere for no link, or anything that could leave the site', () => {
    expect(messageHref(null)).toBeNull();
    expect(messageHref('')).toBeNull();
    expect(messageHref('https://evil.example/login')).toBeNull();
    expect(messageHref('javascript:alert(1)')).toBeNull();
    expect(messageHref('//evil.example/path')).toBeNull();
    expect(messageHref('/\\evil.example')).toBeNull();
    expect(messageHref('portal/inbox')).toBeNull();
  });
});
