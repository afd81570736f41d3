import { Link } from '@fundax/client';

import { FundraisingCta } from './fundraising-cta';
import '../../../components/ui/blocks.css';
import './content.css';

/** /fundaxers/fundraising: the practical guide to planning a give-back event that raises money. */
export function FundraisingGuideContent() {
  return (
    <div className="prose">
      <FundraisingCta />

      <h2 id="guide-percent">How the give-back works</h2>
      <p>
        The partner gives an agreed percentage of its qualifying sales during the event&rsquo;s
        hours. The percentage, what counts and what is excluded are on the event page, so supporters
        know before they go. Most partners give between 10 and 25%, and many exclude alcohol, gift
        cards and catering orders.
      </p>
      <figure className="example">
        <figcaption>
          <strong>Example:</strong> a Tuesday dinner at 20%, with alcohol excluded.
        </figcaption>
        <dl>
          <dt>Sales during the event</dt>
          <dd>$3,400.00</dd>
          <dt>Excluded (alcohol)</dt>
          <dd>−$600.00</dd>
          <dt>Qualifying sales</dt>
          <dd>$2,800.00</dd>
          <dt>Give-back at 20%</dt>
          <dd>$560.00</dd>
        </dl>
      </figure>

      <h2 id="guide-venue">Choosing the venue and the night</h2>
      <ul>
        <li>
          Pick a place your supporters already like and can reach: near the school, the field or the
          shelter. The <Link to="/businesses">business directory</Link> lists every approved partner
          venue.
        </li>
        <li>
          Weeknights from 5 to 9 pm work best for restaurants; Saturday mornings for bakeries and
          cafés. Avoid nights with a home game or a school concert.
        </li>
        <li>
          Talk to the owner first. Agree on the percentage, whether takeout and online orders count,
          and how supporters identify themselves (a flyer, a code word, or nothing at all).
        </li>
        <li>
          Propose the event at least three weeks ahead so there is time to review and promote it.
        </li>
      </ul>

      <h2 id="guide-promote">Bringing people in</h2>
      <ul>
        <li>
          Share the event page link: it shows the terms, the map, your progress, and lets people add
          the event to their calendar in one tap.
        </li>
        <li>Announce it three times: when it is approved, a week before, and on the day.</li>
        <li>
          Ask one person to be at the venue for the whole event to welcome supporters and thank the
          staff. Partners notice, and invite you back.
        </li>
        <li>
          Set a goal for the night and post the result afterwards; it brings people next time.
        </li>
      </ul>

      <h2 id="guide-after">After the event: results and payouts</h2>
      <ol>
        <li>
          Within 7 days the partner reports the amount raised. It appears on the event page and is
          added to your fundraiser&rsquo;s progress.
        </li>
        <li>
          Fundax pays you by direct deposit (ACH) or check, as set in your payout profile, usually
          within 10 business days of the report. Your portal shows the payout and its reference.
        </li>
        <li>
          If the figure looks wrong, ask the partner first; they can correct the report. Support can
          help within 60 days of the event.
        </li>
      </ol>

      <h2 id="guide-rules">What we do not approve</h2>
      <ul>
        <li>Raffles or games of chance without a gaming permit.</li>
        <li>Events whose terms are unclear about what counts toward the give-back.</li>
        <li>Causes that do not say who receives the money.</li>
      </ul>
      <p>
        The full rules are in our <Link to="/terms">terms of use</Link>.
      </p>
      <FundraisingCta />
    </div>
  );
}
