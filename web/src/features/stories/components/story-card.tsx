import { CAUSE_LABELS, formatCents, formatShortDay } from '@fundax/core';
import { Link } from '@fundax/client';

import { storyPath } from '../../../utils/public-paths';
import type { StoryView } from '../api/read-stories';
import './stories.css';

export function StoryCard({ story }: { story: StoryView }) {
  return (
    <article className="card story-card">
      {story.imageUrl ? <img className="story-card__image" src={story.imageUrl} alt="" /> : null}
      <p>
        <span className="badge">{CAUSE_LABELS[story.category]}</span>
        {story.publishedAt ? (
          <span className="muted">
            {' '}
            · <time dateTime={story.publishedAt}>{formatShortDay(story.publishedAt)}</time>
          </span>
        ) : null}
      </p>
      <h2 className="story-card__title">
        <Link to={storyPath(story.id)}>{story.title}</Link>
      </h2>
      <p>{story.summary}</p>
      {story.raisedCents ? (
        <p className="story-card__raised">{formatCents(story.raisedCents)} raised</p>
      ) : null}
    </article>
  );
}
