import { Link } from '@fundax/client';

import '../../../components/ui/blocks.css';
import './content.css';

/** The two next steps for a would-be fundaxer, shown at the top and bottom of their guides. */
export function FundraisingCta() {
  return (
    <div className="cta-row">
      <Link className="button" to="/fundraising/new">
        Start a fundraiser
      </Link>
      <Link className="button button--secondary" to="/fundaxers/sign-up">
        Create a fundaxer account
      </Link>
    </div>
  );
}
