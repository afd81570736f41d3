import { NETWORK_LABELS, type PublicProfile } from '@fundax/core';
import { Link } from '@fundax/client';

import './angels.css';

/** A listed angel's public details. */
export function AngelProfile({ angel }: { angel: PublicProfile }) {
  return (
    <div className="stack">
      {angel.imageUrl ? <img src={angel.imageUrl} alt="" width={160} height={160} /> : null}
      <section aria-labelledby="angel-about" className="card">
        <h2 id="angel-about">About {angel.displayName}</h2>
        <dl className="dues-facts">
          {angel.organizationName ? (
            <>
              <dt>Business</dt>
              <dd>{angel.organizationName}</dd>
            </>
          ) : null}
          {angel.city ? (
            <>
              <dt>City</dt>
              <dd>{angel.city}</dd>
            </>
          ) : null}
          {angel.categories.length > 0 ? (
            <>
              <dt>Works in</dt>
              <dd>
                {angel.categories.map((category, index) => (
                  <span key={category}>
                    {index > 0 ? ', ' : null}
                    <Link to={`/angels/top-categories?category=${category}`}>
                      {NETWORK_LABELS[category]}
                    </Link>
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          {angel.website ? (
            <>
              <dt>Website</dt>
              <dd>
                <a href={angel.website} rel="noopener noreferrer">
                  {new URL(angel.website).hostname}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        {angel.bio ? <p>{angel.bio}</p> : null}
      </section>
      <p>
        Want to work with {angel.displayName.split(' ')[0]}? Meet them at a{' '}
        <Link to="/angels">networking group</Link>, or{' '}
        <Link to="/angels/sign-up">become an angel</Link> yourself.
      </p>
    </div>
  );
}
