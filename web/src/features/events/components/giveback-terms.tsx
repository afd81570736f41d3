import type { EventView } from '@fundax/core';

/** The partner's promise, in the words the event page shows before anyone goes. */
export function GivebackTerms({ event }: { event: EventView }) {
  const beneficiary = event.fundaxerName ?? 'the cause';
  return (
    <section aria-labelledby="giveback-heading" className="card event-giveback">
      <h2 id="giveback-heading">Give-back terms</h2>
      <p className="event-giveback__percent">
        <strong>{event.givebackPercent}%</strong> of qualifying sales during the event go to{' '}
        {beneficiary}.
      </p>
      <dl className="event-facts">
        <dt>What counts</dt>
        <dd>{event.givebackTerms || 'All sales at the venue during the event’s hours.'}</dd>
        <dt>Not included</dt>
        <dd>{event.givebackExclusions || 'No exclusions.'}</dd>
      </dl>
    </section>
  );
}
