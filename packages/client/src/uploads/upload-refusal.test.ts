import { describe, expect, it } from 'vitest';

import { acceptedTypes, typeNames, uploadLimitsText, uploadRefusal } from './upload-refusal';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checking a file before it is uploaded', () => {
  it('says which types and size a picker takes', () => {
    expect(uploadLimitsText('venue-photo')).toBe('JPEG, PNG or WebP, up to 5 MB.');
    expect(uploadLimitsText('resource')).toBe('PDF or MP4, up to 200 MB.');
    expect(uploadLimitsText('resource', ['application/pdf'])).toBe('PDF, up to 200 MB.');
    expect(typeNames([])).toBe('');
  });

  it('narrows a purpose’s types, never widens them', () => {
    expect(acceptedTypes('resource', ['video/mp4'])).toEqual(['video/mp4']);
    expect(acceptedTypes('event-image', ['application/pdf', 'image/png'])).toEqual(['image/png']);
  });

  it('lets a fitting file go', () => {
    expect(
      uploadRefusal(file('door.jpg', 'image/jpeg', 2 * MB), 'venue-photo', 'photo'),
    ).toBeNull();
    expect(
      uploadRefusal(file('guide.pdf', 'application/pdf', 150 * MB), 'resource', 'document'),
    ).toBeNull();
  });

  it('names the file and what is accepted when the type is wrong', () => {
    expect(uploadRefusal(file('menu.gif', 'image/gif', 1000), 'venue-photo', 'photo')).toBe(
      '“menu.gif” cannot be used: only JPEG, PNG or WebP files can be used for a photo.',
    );
    // A browser that cannot tell the type gives none: refused the same way.
    expect(uploadRefusal(file('notes', '', 10), 'resource', 'document', ['application/pdf'])).toBe(
      '“notes” cannot be used: only PDF files can be used for a document.',
    );
    // A video is a resource, but not where a document is asked for.
    expect(
      uploadRefusal(file('talk.mp4', 'video/mp4', 10), 'resource', 'document', ['application/pdf']),
    ).toMatch(/only PDF files can be used/);
  });

  it('gives the size and the limit when a file is too big, and refuses an empty one', () => {
    expect(
      uploadRefusal(file('huge.png', 'image/png', Math.round(7.2 * MB)), 'event-image', 'picture'),
    ).toBe('“huge.png” is 7.2 MB: a picture can be at most 5 MB. Choose a smaller file.');
    expect(uploadRefusal(file('a.png', 'image/png', 5 * MB + 1), 'event-image', 'picture')).toBe(
      '“a.png” is just over 5 MB: a picture can be at most 5 MB. Choose a smaller file.',
    );
    expect(uploadRefusal(file('', 'image/png', 0), 'event-image', 'picture')).toBe(
      'This file is empty. Choose another picture.',
    );
    expect(uploadRefusal(file('film.mp4', 'video/mp4', 250 * MB), 'resource', 'video')).toMatch(
      /^“film\.mp4” is 250 MB: a video can be at most 200 MB\./,
    );
  });
});
