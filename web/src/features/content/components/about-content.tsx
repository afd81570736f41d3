import { ANGEL_DUES_CENTS, DEFAULT_GIVEBACK_PERCENT, formatCents } from '@fundax/core';
import { Link } from '@fundax/client';

import { type Step, Steps } from './steps';

const HOW_IT_WORKS: Step[] = [
  {
    title: 'A cause picks a night',
    body: (
      <p>
        A school PTA, team, shelter or club (we call them fundaxers) chooses a local business and a
        date, and proposes a give-back event on Fundax.
      </p>
    ),
  },
  {
    title: 'A local business gives back',
    body: (
      <p>
        The partner business agrees to give a share of its sales during the event, usually 10 to 25%
        ({DEFAULT_GIVEBACK_PERCENT}% unless they set another figure), with the terms written on the
        event page.
      </p>
    ),
  },
  {
    title: 'Neighbours show up',
    body: (
      <p>
        We review every event before it appears on the map. Supporters find it, add it to their
        calendar, share it, and simply eat, shop or play there during the event.
      </p>
    ),
  },
  {
    title: 'The money reaches the cause',
    body: (
      <p>
        After the event the partner reports what it raised, the total appears on the event page, and
        Fundax records the payout to the fundaxer.
      </p>
    ),
  },
];

/** The about page's body: what Fundax is, who it serves and how money moves. */
export function AboutContent() {
  return (
    <>
      <section aria-labelledby="about-how">
        <h2 id="about-how">How it works</h2>
        <Steps steps={HOW_IT_WORKS} />
      </section>

      <div className="prose">
        <section className="section" aria-labelledby="about-why">
          <h2 id="about-why">Why we built it</h2>
          <p>
            Bake sales and candy bars ask the same families for money again and again. Give-back
            nights work better: supporters buy dinner they would have bought anyway, the business
            fills its tables on a slow Tuesday, and the cause gets a real share of the sales. What
            was missing was a place to find those nights, trust the terms, and see where the money
            went. Fundax is that place for Albuquerque, Rio Rancho and Corrales.
          </p>
        </section>

        <section className="section" aria-labelledby="about-who">
          <h2 id="about-who">Who uses Fundax</h2>
          <ul>
            <li>
              <strong>Fundaxers</strong> raise money for a cause: schools, youth teams, animal
              rescues, gardens, arts groups and neighbourhood projects.{' '}
              <Link to="/fundaxers/info">How fundraising works</Link>.
            </li>
            <li>
              <strong>Partners</strong> are local businesses that host give-back events at their
              venues and get new customers through the door.{' '}
              <Link to="/partner/signup">Become a partner</Link>.
            </li>
            <li>
              <strong>Angels</strong> are local professionals in business-networking groups who
              refer work to each other and back the causes their neighbours care about. Membership
              dues are {formatCents(ANGEL_DUES_CENTS)} a year.{' '}
              <Link to="/angels">Meet the networking groups</Link>.
            </li>
            <li>
              <strong>Supporters</strong> need no account: find an event, go, and mention the cause
              if the terms ask you to.
            </li>
          </ul>
        </section>

        <section className="section" aria-labelledby="about-trust">
          <h2 id="about-trust">What we check</h2>
          <ul>
            <li>
              Every venue and every event is reviewed by a Fundax admin before the public can see
              it. Events we turn down get a reason their organiser can fix.
            </li>
            <li>
              Give-back terms and exclusions are shown on the event page before you go, so nobody is
              surprised at the register.
            </li>
            <li>
              Every payout is recorded in a ledger with a reference, and the fundaxer and partner
              can see its status in their portal. Corrections are recorded as reversals, never by
              editing history.
            </li>
            <li>
              Email addresses, phone numbers and payout details stay private: only the account
              holder and Fundax admins can see them.
            </li>
          </ul>
        </section>

        <section className="section" aria-labelledby="about-contact">
          <h2 id="about-contact">Talk to us</h2>
          <p>
            Questions about an event, a payout or your account? Visit{' '}
            <Link to="/support">Support</Link> or email{' '}
            <a href="mailto:support@fundax.example">support@fundax.example</a>. We answer within one
            business day.
          </p>
          <div className="cta-row">
            <Link className="button" to="/special-events">
              Find an event
            </Link>
            <Link className="button button--secondary" to="/fundaxers/info">
              Raise money for your cause
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
