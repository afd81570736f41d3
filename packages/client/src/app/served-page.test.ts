// @vitest-environment jsdom
import {
  SERVED_PAGE_ELEMENT_ID,
  type ServedPage,
  servedDirectoryOrNull,
  servedPageJson,
  servedPageOrNull,
} from '@fundax/core';
import { afterEach, describe, expect, it } from 'vitest';

import { noteChange } from '../callables/last-change';
import { takeServedData } from './served-page';

const takeServedPage = () => takeServedData(servedPageOrNull);

const page: ServedPage = {
  kind: 'event',
  id: 'e1',
  event: {
    id: 'e1',
    title: 'Library Night',
    description: 'Enchiladas for library books.',
    category: 'schools',
    venueId: 'v1',
    venueName: 'Baca’s',
    venueAddress: '2011 Mountain Rd NW, Albuquerque, NM 87104',
    partnerId: 'p1',
    fundaxerId: null,
    fundaxerName: null,
    eventStart: '2026-12-06T01:00:00.000Z',
    eventEnd: '2026-12-06T04:00:00.000Z',
    givebackPercent: 20,
    givebackTerms: 'Food.',
    givebackExclusions: '',
    goalCents: null,
    raisedCents: 0,
    imageUrl: null,
    image: null,
    special: false,
    lat: 35.1,
    lng: -106.7,
    cancelled: false,
    cancelReason: null,
    resultsReported: false,
  },
  readAt: '2026-11-25T02:00:00.000Z',
};

function serve(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVED_PAGE_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(SERVED_PAGE_ELEMENT_ID)?.remove());

describe('takeServedData', () => {
  it('reads the served data once, then the page reads live', () => {
    serve(servedPageJson(page));
    expect(takeServedPage()).toEqual(page);
    expect(document.getElementById(SERVED_PAGE_ELEMENT_ID)).toBeNull();
    expect(takeServedPage()).toBeNull();
  });

  it('ignores data that does not parse or is not a served page', () => {
    serve('{"kind":"event"');
    expect(takeServedPage()).toBeNull();
    serve(JSON.stringify({ ...page, event: { ...page.event, eventStart: 'soon' } }));
    expect(takeServedPage()).toBeNull();
  });

  it('takes only what the page’s own check takes, and removes it either way', () => {
    serve(servedPageJson(page));
    expect(takeServedData(servedDirectoryOrNull)).toBeNull();
    expect(document.getElementById(SERVED_PAGE_ELEMENT_ID)).toBeNull();
  });

  it('drops data read before this browser’s last change, so the page reads live', () => {
    noteChange(Date.parse(page.readAt) + 1);
    try {
      serve(servedPageJson(page));
      expect(takeServedPage()).toBeNull();
      expect(document.getElementById(SERVED_PAGE_ELEMENT_ID)).toBeNull();
      serve(
        servedPageJson({ ...page, readAt: new Date(Date.parse(page.readAt) + 2).toISOString() }),
      );
      expect(takeServedPage()?.id).toBe('e1');
    } finally {
      localStorage.clear();
    }
  });

  it('is null on a page served without data', () => {
    expect(takeServedPage()).toBeNull();
  });
});
