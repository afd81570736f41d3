// Property: whatever values the callables are driven with (the extremes of every bound, and
// past them), every document they leave in the database parses with its read schema. A value
// a schema would refuse is refused at the door (4xx), never stored to break a page later.
import {
  type CallableContract,
  MAX_EVENT_SALES_CENTS,
  collections,
  createEvent,
  markDisbursal,
  parseDocument,
  reportEventResults,
  respondToEvent,
  reverseDisbursal,
  reviewEvent,
  reviewRevision,
  revisionId,
  updateEvent,
} from '@fundax/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  DAY,
  type Member,
  administrator,
  inHours,
  member,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

const cents = fc.oneof(
  fc.constantFrom(
    0,
    1,
    MAX_EVENT_SALES_CENTS - 1,
    MAX_EVENT_SALES_CENTS,
    MAX_EVENT_SALES_CENTS + 1,
    100_000_000_00,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.integer({ min: 0, max: MAX_EVENT_SALES_CENTS }),
);
const percent = fc.oneof(fc.constantFrom(1, 99, 100), fc.integer({ min: 1, max: 100 }));
const share = fc.option(fc.oneof(fc.constantFrom(0, 99), fc.integer({ min: 0, max: 99 })), {
  nil: undefined,
});
const words = fc.oneof(
  fc.constantFrom('Go', 'Band', `  ${'x'.repeat(120)}  `, 'x'.repeat(121), 'Noche de 🌶️ verde'),
  fc.string({ minLength: 0, maxLength: 130 }),
);
/** Start offsets from now: just ahead, to past the 18-month horizon. */
const startOffset = fc.oneof(
  fc.constantFrom(60_000, 547 * DAY, 548 * DAY, 560 * DAY, 9_000 * 365 * DAY),
  fc.integer({ min: 60_000, max: 560 * DAY }),
);
/** Lengths: none, up to past 14 days. */
const length = fc.oneof(
  fc.constantFrom(0, 1, 14 * DAY, 14 * DAY + 1),
  fc.integer({ min: 1, max: 15 * DAY }),
);

const run = fc.record({
  title: words,
  description: words,
  percent,
  share,
  goalCents: cents,
  start: startOffset,
  length,
  newTitle: words,
  newPercent: percent,
  newShare: share,
  sales: cents,
  correction: cents,
  paid: cents,
  adjust: fc.boolean(),
});

/** Every document of every collection with a read schema parses (throws naming the first). */
async function parseEverything(): Promise<number> {
  let parsed = 0;
  for (const name of Object.keys(collections) as (keyof typeof collections)[]) {
    for (const doc of (await adminDb().collection(name).get()).docs) {
      parseDocument(name, doc.id, doc.data());
      parsed += 1;
    }
  }
  return parsed;
}

describe('no stored document fails its read schema (property)', () => {
  let partner: Member;
  let fundaxer: Member;
  let admin: Member;
  let venueId: string;

  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    partner = await member('partner');
    fundaxer = await member('fundaxer');
    admin = await administrator();
    venueId = await seedVenue(partner.uid);
  });

  it(
    'drives the money callables with extreme values, then parses every document',
    { timeout: 600_000 },
    async () => {
      let calls = 0;
      /** Calls and checks the answer is a success or a 4xx, never a 5xx. */
      const drive = async <C extends CallableContract>(
        contract: C,
        input: unknown,
        user: Member,
      ) => {
        const result = await call(contract, input, user);
        calls += 1;
        expect(result.status, `${contract.name}: ${result.ok ? '' : result.message}`).toBeLessThan(
          500,
        );
        return result;
      };
      await fc.assert(
        fc.asyncProperty(run, async (values) => {
          const start = new Date(Date.now() + values.start);
          const created = await drive(
            createEvent,
            {
              title: values.title,
              description: values.description,
              venueId,
              eventStart: start.toISOString(),
              eventEnd: new Date(start.getTime() + values.length).toISOString(),
              fundaxerId: fundaxer.uid,
              givebackPercent: values.percent,
              partnerSharePercent: values.share,
              goalCents: values.goalCents,
            },
            partner,
          );
          if (created.ok) {
            const id = created.data.id;
            await drive(respondToEvent, { id, decision: 'accept' }, fundaxer);
            await drive(reviewEvent, { id, decision: 'approve' }, admin);
            await drive(
              updateEvent,
              {
                id,
                title: values.newTitle,
                givebackPercent: values.newPercent,
                partnerSharePercent: values.newShare ?? null,
                goalCents: values.goalCents,
              },
              partner,
            );
            await drive(respondToEvent, { id, decision: 'accept' }, fundaxer);
            await drive(
              reviewRevision,
              { id: revisionId('event', id), decision: 'approve' },
              admin,
            );
          }
          // An ended event of the same deal: results, a payout, a reversal, a correction.
          const eventId = await seedEvent(venueId, {
            start: inHours(-5),
            end: inHours(-2),
            fundaxer: { id: fundaxer.uid, name: 'Test fundaxer' },
            percent: values.percent,
          });
          await drive(reportEventResults, { eventId, salesCents: values.sales }, partner);
          const key = `prop-${eventId}`;
          await drive(
            markDisbursal,
            {
              eventId,
              party: 'fundaxer',
              amountCents: values.paid,
              reference: 'Check 1',
              idempotencyKey: key,
              ...(values.adjust ? { adjustmentReason: 'Agreed adjustment.' } : {}),
            },
            admin,
          );
          await drive(
            reverseDisbursal,
            { eventId, party: 'fundaxer', reason: 'Voided check.', idempotencyKey: key },
            admin,
          );
          await drive(
            reportEventResults,
            { eventId, salesCents: values.correction, reason: 'Corrected by the partner.' },
            admin,
          );
          expect(await parseEverything()).toBeGreaterThan(0);
        }),
        { numRuns: 12 },
      );
      console.info(`stored documents property: ${calls} calls, every document parsed`);
    },
  );
});
