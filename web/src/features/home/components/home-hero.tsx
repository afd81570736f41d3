import { Link } from '@fundax/client';

import './home.css';

/** The three ways in, right under the headline. */
export function HomeHero() {
  return (
    <div className="home-hero">
      <ul className="home-hero__actions">
        <li>
          <Link className="button" to="/fundraising/new">
            Start a fundraiser
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/partner/signup">
            Host a give-back event
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/angels">
            Join the business network
          </Link>
        </li>
      </ul>
    </div>
  );
}
