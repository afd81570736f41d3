import { Link } from '@fundax/client';

import { type Step, Steps } from './steps';

const FIRST_MONTH: Step[] = [
  {
    title: 'Orientation (week 1)',
    body: (
      <p>
        A 45-minute call with your group&rsquo;s host: how meetings run, who is already in the room,
        which professions the group is missing, and how referrals are tracked. Bring a one-line
        description of your ideal client.
      </p>
    ),
  },
  {
    title: 'Your first meeting (week 1 or 2)',
    body: (
      <p>
        Arrive ten minutes early. You get 60 seconds to introduce yourself: your name, your
        business, and the one kind of client you want to meet this month. Stay after to book
        one-to-one coffees.
      </p>
    ),
  },
  {
    title: 'One-to-ones (weeks 2 to 4)',
    body: (
      <p>
        Meet three members individually. Learn what a good referral looks like for them, and tell
        them what a good one looks like for you. This is where most first referrals come from.
      </p>
    ),
  },
  {
    title: 'Your first give-back (month 1)',
    body: (
      <p>
        Go to one give-back event near your business and bring a client or a colleague. Angels are
        the regulars who make a fundraiser&rsquo;s night. <Link to="/special-events">Find one</Link>
        .
      </p>
    ),
  },
];

/** /angels/training: what a new angel does in the first month, and referral etiquette. */
export function AngelsTrainingContent() {
  return (
    <>
      <section aria-labelledby="training-month">
        <h2 id="training-month">Your first month</h2>
        <Steps steps={FIRST_MONTH} />
      </section>
      <div className="prose">
        <section className="section" aria-labelledby="training-meetings">
          <h2 id="training-meetings">How meetings run</h2>
          <ul>
            <li>Meetings start and end on time; most last 75 minutes.</li>
            <li>
              Each member gives a 60-second introduction, then one member gives a ten-minute feature
              talk on their business (you will be scheduled after your second month).
            </li>
            <li>
              Referrals are passed in the room and noted by the host so the group can see what it
              produces together.
            </li>
            <li>
              If you cannot attend, send a colleague in your place or tell the host the day before.
              Groups hold a seat for members who miss no more than three meetings a quarter.
            </li>
          </ul>
        </section>
        <section className="section" aria-labelledby="training-etiquette">
          <h2 id="training-etiquette">Referral etiquette</h2>
          <ol>
            <li>
              <strong>Ask first.</strong> Only pass on someone who has agreed to be contacted, and
              tell them who will call.
            </li>
            <li>
              <strong>Make it warm.</strong> Give the member the person&rsquo;s name, what they need
              and the best time to reach them; an introduction by email with both of you on it is
              best.
            </li>
            <li>
              <strong>Refer only what you would stake your name on.</strong> A referral is a
              recommendation, not a lead list.
            </li>
            <li>
              <strong>Close the loop.</strong> If you receive a referral, contact the person within
              one business day and tell the referrer how it went, whatever the outcome.
            </li>
            <li>
              <strong>Be open about fees.</strong> If you pay or receive a referral fee, say so to
              the client. Some professions (real estate, insurance, law) have rules about referral
              fees; follow yours.
            </li>
            <li>
              <strong>Protect privacy.</strong> Never share a client&rsquo;s details with the group
              without their consent, and never add members to a mailing list without asking.
            </li>
          </ol>
        </section>
        <section className="section" aria-labelledby="training-next">
          <h2 id="training-next">Not an angel yet?</h2>
          <p>
            Applying takes about ten minutes. <Link to="/angels/sign-up">Apply now</Link> or{' '}
            <Link to="/angels">browse the networking groups</Link> first.
          </p>
        </section>
      </div>
    </>
  );
}
