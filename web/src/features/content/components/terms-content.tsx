import { ANGEL_DUES_CENTS, formatCents } from '@fundax/core';
import { Link } from '@fundax/client';

import '../../../components/ui/blocks.css';
import './content.css';

/** Effective date of this version of the terms; change it with every substantive edit. */
export const TERMS_EFFECTIVE = 'January 15, 2026';

const SECTIONS = [
  { id: 'terms-scope', title: '1. What these terms cover' },
  { id: 'terms-accounts', title: '2. Your account' },
  { id: 'terms-events', title: '3. Give-back events' },
  { id: 'terms-fundraisers', title: '4. Fundraisers' },
  { id: 'terms-payouts', title: '5. Results and payouts' },
  { id: 'terms-angels', title: '6. Angels and networking groups' },
  { id: 'terms-conduct', title: '7. Conduct' },
  { id: 'terms-content', title: '8. What you post' },
  { id: 'terms-privacy', title: '9. Privacy in short' },
  { id: 'terms-ending', title: '10. Ending or suspending an account' },
  { id: 'terms-limits', title: '11. What Fundax does and does not promise' },
  { id: 'terms-changes', title: '12. Changes and contact' },
];

/**
 * Fundax's own terms of use, in plain language, specific to how the product works (events,
 * review, payouts, networking dues). Each section has an id so support answers can link to it.
 */
export function TermsContent() {
  return (
    <div className="prose">
      <p>
        These are the terms of use of Fundax, version of {TERMS_EFFECTIVE}. They are written to be
        read, and they describe how this product actually works. By creating an account or using the
        site you agree to them.
      </p>
      <nav aria-labelledby="terms-contents" className="card">
        <h2 id="terms-contents">Contents</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\. /, '')}</a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="terms-scope">{SECTIONS[0]!.title}</h2>
      <p>
        Fundax connects causes that raise money (fundaxers), local businesses that host give-back
        events (partners), local professionals in networking groups (angels) and the people who
        support them. Fundax lists events and records payouts; the sale at an event is between you
        and the business, under the business&rsquo;s own policies.
      </p>

      <h2 id="terms-accounts">{SECTIONS[1]!.title}</h2>
      <ul>
        <li>
          You need an account to propose events, list venues, apply as an angel or ask support.
        </li>
        <li>
          Give your real name and, for partners, the business&rsquo;s legal or trading name. One
          person, one account; an organisation may have one account per role.
        </li>
        <li>
          Keep your sign-in private. You are responsible for what is done with your account until
          you tell us it was misused.
        </li>
        <li>You must be 18 or older, or have a parent or guardian manage the account.</li>
      </ul>

      <h2 id="terms-events">{SECTIONS[2]!.title}</h2>
      <ul>
        <li>
          Every event is reviewed by a Fundax admin before it is public. We may turn down an event,
          with a reason, for example when it includes a raffle without a gaming permit, when its
          terms are unclear, or when it misdescribes the cause.
        </li>
        <li>
          A partner commits to the give-back percentage, terms and exclusions shown on the event
          page, for qualifying sales during the event&rsquo;s hours. The page is the promise: a
          partner cannot lower the percentage once the event is approved.
        </li>
        <li>
          If an event has to be cancelled, the organiser cancels it on Fundax as early as possible
          with a reason; the event page then says it is cancelled. Nothing is owed for an event that
          did not take place.
        </li>
        <li>
          Supporters do not pay Fundax anything. Buying at a give-back event is not a tax-deductible
          donation unless the cause tells you otherwise in writing.
        </li>
      </ul>

      <h2 id="terms-fundraisers">{SECTIONS[3]!.title}</h2>
      <ul>
        <li>
          A fundaxer describes the cause truthfully, names the organisation behind it, and uses the
          money for the purpose described on its fundraiser.
        </li>
        <li>
          Goals and progress are shown publicly. Progress counts only results partners reported for
          ended events; it is not a promise of any amount.
        </li>
        <li>
          If the purpose changes, update the fundraiser before the next event so supporters know
          what they are backing.
        </li>
      </ul>

      <h2 id="terms-payouts">{SECTIONS[4]!.title}</h2>
      <ul>
        <li>
          Within 7 days after an event ends, the partner reports what it raised: the agreed
          percentage of qualifying sales. The total appears on the event page and in the
          fundraiser&rsquo;s progress. A partner may correct a report; the corrected figure replaces
          the earlier one.
        </li>
        <li>
          Payouts are made by direct deposit (ACH) or check to the payee in your payout profile,
          usually within 10 business days of the report. Each payout is recorded with a reference
          you can see in your portal.
        </li>
        <li>
          A payout recorded in error is reversed with a new ledger entry that says why; records are
          never edited or deleted. If you think a figure is wrong, contact support within 60 days.
        </li>
        <li>You are responsible for your own taxes. Fundax does not give tax or legal advice.</li>
      </ul>

      <h2 id="terms-angels">{SECTIONS[5]!.title}</h2>
      <ul>
        <li>
          Angels apply with a short application that an admin reviews. Only approved angels appear
          in the directory.
        </li>
        <li>
          Approved angels owe annual membership dues of {formatCents(ANGEL_DUES_CENTS)}. Your
          listing stays up while dues are paid; the dues page shows what you owe and its status.
        </li>
        <li>
          Refer in good faith: pass on work only with the client&rsquo;s permission, say plainly if
          you receive a referral fee, and never share a client&rsquo;s details without consent.
        </li>
      </ul>

      <h2 id="terms-conduct">{SECTIONS[6]!.title}</h2>
      <p>Do not use Fundax to:</p>
      <ul>
        <li>
          raise money for a cause that does not exist or that you are not authorised to represent;
        </li>
        <li>harass, threaten or discriminate against anyone, online or at an event;</li>
        <li>
          post someone else&rsquo;s personal information, or spam members with unsolicited offers;
        </li>
        <li>run raffles, games of chance or sales that need a licence you do not hold;</li>
        <li>scrape the site, probe its security, or get around a review or a suspension.</li>
      </ul>

      <h2 id="terms-content">{SECTIONS[7]!.title}</h2>
      <p>
        You keep ownership of what you post: event descriptions, stories, photos and profiles. You
        let Fundax show it on the site and in links shared from it, for as long as it is listed.
        Only post photos you have the right to use, and ask before showing children&rsquo;s faces.
      </p>

      <h2 id="terms-privacy">{SECTIONS[8]!.title}</h2>
      <ul>
        <li>
          Public: approved events and venues, listed profiles (name, organisation, city, bio,
          website, categories) and published success stories.
        </li>
        <li>
          Private, seen only by you and Fundax admins: your email address, phone number, payout
          profile, applications, support requests and ledger entries.
        </li>
        <li>
          We use your details to run the service and to contact you about your events and account.
          We do not sell personal data and we do not show advertising.
        </li>
        <li>
          Ask support for a copy of your data or for its deletion; payout records are kept as long
          as the law requires.
        </li>
      </ul>

      <h2 id="terms-ending">{SECTIONS[9]!.title}</h2>
      <p>
        You can close your account at any time through support; events already approved stay visible
        until they end so supporters are not misled. We may suspend an account or disable a listing
        that breaks these terms, and we tell you why. Money already reported for an ended event is
        still paid out to the cause.
      </p>

      <h2 id="terms-limits">{SECTIONS[10]!.title}</h2>
      <p>
        We work to keep Fundax running and its records accurate, but the site is provided as it is.
        Businesses are responsible for their premises, products and staff; fundaxers for their
        causes; angels for the services they offer. As far as the law allows, Fundax is not liable
        for indirect losses, and our liability for anything else is limited to the amounts we failed
        to pay out as recorded.
      </p>

      <h2 id="terms-changes">{SECTIONS[11]!.title}</h2>
      <p>
        When these terms change we update the date above and tell account holders by email at least
        14 days before a change that affects payouts or dues. Questions:{' '}
        <Link to="/support">Support</Link> or{' '}
        <a href="mailto:support@fundax.example">support@fundax.example</a>.
      </p>
    </div>
  );
}
