import { Link } from '@fundax/client';

import { EmptyState } from '../../../components/ui/empty-state';
import type { StoryView } from '../api/read-stories';
import { StoryCard } from './story-card';
import './stories.css';

export function StoryList({ stories }: { stories: StoryView[] }) {
  if (stories.length === 0) {
    return (
      <EmptyState title="No stories published yet.">
        <p>
          The first ones are being written. Meanwhile,{' '}
          <Link to="/special-events">find an event</Link> and help write the next one.
        </p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid story-list">
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
