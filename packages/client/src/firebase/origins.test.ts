import { describe, expect, it } from 'vitest';

import { apiOrigins } from './origins';

describe('apiOrigins', () => {
  it('are the emulators in a local build', () => {
    expect(
      apiOrigins({
        options: { apiKey: 'k', projectId: 'demo-fundax' },
        emulators: {
          auth: '127.0.0.1:9099',
          firestore: '127.0.0.1:8080',
          functions: '127.0.0.1:5001',
        },
      }),
    ).toEqual({
      auth: ['http://127.0.0.1:9099'],
      firestore: 'http://127.0.0.1:8080',
      functions: 'http://127.0.0.1:5001',
    });
  });

  it('are Google’s hosts, with the project’s us-central1 functions, in production', () => {
    expect(apiOrigins({ options: { apiKey: 'k', projectId: 'fundax-prod' } })).toEqual({
      auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
      firestore: 'https://firestore.googleapis.com',
      functions: 'https://us-central1-fundax-prod.cloudfunctions.net',
    });
  });
});
