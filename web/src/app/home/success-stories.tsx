// Home's success stories: the latest published ones. Loaded lazily by the home route.
import { LoadError, Loading } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { StoryCard } from '../../features/stories/components/story-card';
import { useStories } from '../../features/stories/hooks/use-stories';

const LATEST = 3;

export default function SuccessStories() {
  const { entry, retry } = useStories();
  if (!entry || (entry.status === 'loading' && !entry.data))
    return <Loading label="Loading stories…" />;
  if (entry.status === 'failed' && entry.error) {
    return <LoadError error={entry.error} what="the success stories" onRetry={retry} />;
  }
  const stories = (entry.data ?? []).slice(0, LATEST);
  if (stories.length === 0) return <p>The first stories are being written.</p>;
  return (
    <>
      <ul className="grid plain-list">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
      <p className="home-section__more">
        <Link to="/fundaxers/success-stories">Read more success stories</Link>
      </p>
    </>
  );
}
