import { ANGEL_DUES_CENTS, formatCents } from '@fundax/core';
import { Link } from '@fundax/client';

import '../../../components/ui/blocks.css';
import './content.css';

/** The top of /angels: what angels are and why join, before the group directory. */
export function AngelsIntroContent() {
  return (
    <div className="prose">
      <p>
        Angels are local professionals (insurance brokers, realtors, accountants, contractors,
        designers, therapists) who meet in small business-networking groups across Albuquerque and
        Rio Rancho. Members refer work to each other, and they show up for the give-back events that
        fund their neighbours&rsquo; schools, teams and shelters.
      </p>
      <ul>
        <li>
          <strong>One seat per profession</strong> in most groups, so you are the person members
          send work to for your trade.
        </li>
        <li>
          <strong>A listing in the angel directory</strong> with your business, city and categories,
          once your application is approved.
        </li>
        <li>
          <strong>Membership dues of {formatCents(ANGEL_DUES_CENTS)} a year</strong>, paid after
          approval; no charge to apply.
        </li>
      </ul>
      <div className="cta-row">
        <Link className="button" to="/angels/sign-up">
          Apply to become an angel
        </Link>
        <Link className="button button--secondary" to="/angels/training">
          What new angels do
        </Link>
        <Link className="button button--secondary" to="/angels/top-categories">
          Top categories
        </Link>
      </div>
    </div>
  );
}
