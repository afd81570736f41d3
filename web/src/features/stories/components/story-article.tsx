import { CAUSE_LABELS, formatCents, formatLongDay } from '@fundax/core';
import { Link } from '@fundax/client';

import { eventPath, fundaxerPath } from '../../../utils/public-paths';
import type { StoryView } from '../api/read-stories';
import './stories.css';

/** One story in full, under the page's h1 (its title). */
export function StoryArticle({ story }: { story: StoryView }) {
  return (
    <article className="story-article">
      <p>
        <span className="badge">{CAUSE_LABELS[story.category]}</span>
        {story.publishedAt ? (
          <span className="muted">
            {' '}
            · Published <time dateTime={story.publishedAt}>{formatLongDay(story.publishedAt)}</time>
          </span>
        ) : null}
      </p>
      {story.imageUrl ? <img className="story-article__image" src={story.imageUrl} alt="" /> : null}
      {story.raisedCents ? (
        <p>
          <strong>{formatCents(story.raisedCents)} raised</strong>
        </p>
      ) : null}
      <p className="story-article__body">{story.body}</p>
      <ul>
        {story.eventId ? (
          <li>
            <Link to={eventPath(story.eventId)}>The event behind this story</Link>
          </li>
        ) : null}
        {story.fundaxerId ? (
          <li>
            <Link to={fundaxerPath(story.fundaxerId)}>The fundraiser and its next events</Link>
          </li>
        ) : null}
        <li>
          <Link to="/fundaxers/success-stories">More success stories</Link>
        </li>
      </ul>
    </article>
  );
}
