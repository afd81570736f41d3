import { DEFAULT_GIVEBACK_PERCENT } from '@fundax/core';
import { Link } from '@fundax/client';

import { FundraisingCta } from './fundraising-cta';
import { type Step, Steps } from './steps';

const STEPS: Step[] = [
  {
    title: 'Create your fundraiser',
    body: (
      <p>
        Sign up as a fundaxer and tell your story: what the money is for, who it helps, and your
        goal in dollars. Your fundraiser appears in the{' '}
        <Link to="/fundaxer-listing">fundaxer listing</Link> straight away.
      </p>
    ),
  },
  {
    title: 'Propose a give-back event',
    body: (
      <p>
        Pick an approved partner venue on the map, a date and hours, and the give-back share you
        agreed with the owner ({DEFAULT_GIVEBACK_PERCENT}% if you leave it blank). Add what counts
        and what does not, such as &ldquo;food and soft drinks, not alcohol or gift cards&rdquo;.
      </p>
    ),
  },
  {
    title: 'We review it',
    body: (
      <p>
        A Fundax admin checks the venue, the date and the terms, usually within two business days.
        If something needs fixing you get the reason in your portal and can resubmit.
      </p>
    ),
  },
  {
    title: 'Fill the room',
    body: (
      <p>
        Once approved, your event is on the map, in the nearby search and on its own page with an
        add-to-calendar file and a share link. Send that link to every family, teammate and
        neighbour.
      </p>
    ),
  },
  {
    title: 'Get paid after the event',
    body: (
      <p>
        Within 7 days of the event the partner reports what it raised. The amount is added to your
        progress, and Fundax pays you by direct deposit or check, usually within 10 business days.
      </p>
    ),
  },
];

/** /fundaxers/info: who can raise money on Fundax and how it works, end to end. */
export function FundaxersInfoContent() {
  return (
    <>
      <FundraisingCta />
      <section aria-labelledby="info-steps">
        <h2 id="info-steps">Five steps from idea to payout</h2>
        <Steps steps={STEPS} />
      </section>
      <div className="prose">
        <section className="section" aria-labelledby="info-who">
          <h2 id="info-who">Who can be a fundaxer</h2>
          <p>
            Any group raising money for a real purpose in the Albuquerque area: PTAs and booster
            clubs, youth and club teams, animal rescues, community gardens, arts and music
            programmes, faith communities, and neighbours raising money for a family in need. You do
            not need to be a registered nonprofit, but you name the organisation or person the money
            goes to, and it must be spent as your fundraiser says.
          </p>
        </section>
        <section className="section" aria-labelledby="info-cost">
          <h2 id="info-cost">What it costs</h2>
          <p>
            Nothing. Fundax takes no cut of the give-back: every dollar the partner reports for your
            event is paid to you. Supporters pay only for what they buy at the venue.
          </p>
        </section>
        <section className="section" aria-labelledby="info-money">
          <h2 id="info-money">How much can one event raise?</h2>
          <p>
            It depends on the venue and on how many supporters you bring. A neighbourhood restaurant
            giving 20% on a weeknight typically sells $2,000 to $4,000 during a four-hour event,
            which means $400 to $800 for your cause. Breakfast events and taprooms raise less per
            event but are easy to repeat every month. See the{' '}
            <Link to="/fundaxers/fundraising">fundraising guide</Link> for the maths and the tips
            that make the biggest difference.
          </p>
        </section>
        <section className="section" aria-labelledby="info-next">
          <h2 id="info-next">Ready?</h2>
          <p>
            Start with your fundraiser, then propose your first event. Read how others did it in our{' '}
            <Link to="/fundaxers/success-stories">success stories</Link>.
          </p>
          <FundraisingCta />
        </section>
      </div>
    </>
  );
}
