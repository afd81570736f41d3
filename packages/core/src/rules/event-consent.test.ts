import { describe, expect, it } from 'vitest';

import { AGREED_CONSENT, type EventConsent } from '../schemas/events';
import {
  awaitedSides,
  consentAfterAnswer,
  consentBlocker,
  consentForProposal,
  isConsentComplete,
} from './event-consent';

const now = new Date('2026-11-01T12:00:00Z');
const consent = (partner: EventConsent['partner'], fundaxer: EventConsent['fundaxer']) => ({
  partner,
  fundaxer,
  reason: null,
  respondedAt: null,
});

describe('consentForProposal: a new event', () => {
  it('asks the partner when a fundaxer proposes at their venue', () => {
    expect(
      consentForProposal({
        proposer: 'fundaxer',
        previous: null,
        fundaxer: 'new',
        dealChanged: true,
      }),
    ).toEqual(consent('awaiting', 'agreed'));
  });

  it('asks the fundaxer a partner names, and nobody when the partner names none', () => {
    expect(
      consentForProposal({
        proposer: 'partner',
        previous: null,
        fundaxer: 'new',
        dealChanged: true,
      }),
    ).toEqual(consent('agreed', 'awaiting'));
    expect(
      consentForProposal({
        proposer: 'partner',
        previous: null,
        fundaxer: 'none',
        dealChanged: true,
      }),
    ).toEqual(consent('agreed', 'none'));
  });
});

describe('consentForProposal: a change', () => {
  it('asks the other side again when the deal (dates, terms) changes', () => {
    expect(
      consentForProposal({
        proposer: 'partner',
        previous: AGREED_CONSENT,
        fundaxer: 'unchanged',
        dealChanged: true,
      }),
    ).toEqual(consent('agreed', 'awaiting'));
    expect(
      consentForProposal({
        proposer: 'fundaxer',
        previous: {
          ...consent('declined', 'agreed'),
          reason: 'Closed that day.',
          respondedAt: now,
        },
        fundaxer: 'unchanged',
        dealChanged: true,
      }),
    ).toEqual(consent('awaiting', 'agreed'));
  });

  it('keeps the answers, and a decline with its reason, when only the wording changes', () => {
    const declined = {
      ...consent('declined', 'agreed'),
      reason: 'Closed that day.',
      respondedAt: now,
    };
    expect(
      consentForProposal({
        proposer: 'fundaxer',
        previous: declined,
        fundaxer: 'unchanged',
        dealChanged: false,
      }),
    ).toEqual(declined);
  });

  it('asks a newly named fundaxer, even when an admin names them', () => {
    for (const proposer of ['partner', 'admin'] as const) {
      expect(
        consentForProposal({
          proposer,
          previous: AGREED_CONSENT,
          fundaxer: 'new',
          dealChanged: false,
        }),
      ).toEqual(consent('agreed', 'awaiting'));
    }
  });

  it('lets an admin change the deal without asking again', () => {
    expect(
      consentForProposal({
        proposer: 'admin',
        previous: consent('awaiting', 'agreed'),
        fundaxer: 'unchanged',
        dealChanged: true,
      }),
    ).toEqual(consent('awaiting', 'agreed'));
  });

  it('needs no fundaxer once the fundaxer is removed, and asks one named again later', () => {
    expect(
      consentForProposal({
        proposer: 'partner',
        previous: consent('agreed', 'declined'),
        fundaxer: 'none',
        dealChanged: false,
      }),
    ).toEqual(consent('agreed', 'none'));
    expect(
      consentForProposal({
        proposer: 'admin',
        previous: consent('agreed', 'none'),
        fundaxer: 'unchanged',
        dealChanged: false,
      }),
    ).toEqual(consent('agreed', 'awaiting'));
  });
});

describe('answers and their effect on review', () => {
  it('is complete once both sides agree, or the partner alone without a fundaxer', () => {
    expect(isConsentComplete(consent('agreed', 'agreed'))).toBe(true);
    expect(isConsentComplete(consent('agreed', 'none'))).toBe(true);
    expect(isConsentComplete(consent('awaiting', 'agreed'))).toBe(false);
    expect(isConsentComplete(consent('agreed', 'awaiting'))).toBe(false);
    expect(isConsentComplete(consent('agreed', 'declined'))).toBe(false);
  });

  it('says who is awaited or who declined', () => {
    expect(consentBlocker(consent('agreed', 'none'))).toBeNull();
    expect(consentBlocker(consent('awaiting', 'agreed'))).toBe(
      'The partner has not accepted it yet.',
    );
    expect(consentBlocker(consent('awaiting', 'awaiting'))).toBe(
      'The partner and the fundaxer have not accepted it yet.',
    );
    expect(consentBlocker(consent('agreed', 'declined'))).toBe(
      'The fundaxer declined this proposal.',
    );
    expect(awaitedSides(consent('agreed', 'awaiting'))).toEqual(['fundaxer']);
  });

  it('records an acceptance, and a decline with its reason for the proposer', () => {
    const asked = consent('awaiting', 'agreed');
    expect(consentAfterAnswer(asked, 'partner', 'accept', null, now)).toEqual({
      ...consent('agreed', 'agreed'),
      respondedAt: now,
    });
    expect(consentAfterAnswer(asked, 'partner', 'decline', 'We are closed.', now)).toEqual({
      ...consent('declined', 'agreed'),
      reason: 'We are closed.',
      respondedAt: now,
    });
  });
});
