import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useSearchParams } from 'react-router';

import { StoryArticle } from '../../features/stories/components/story-article';
import { StoryList } from '../../features/stories/components/story-list';
import { useStories, useStory } from '../../features/stories/hooks/use-stories';

function OneStory({ id }: { id: string }) {
  const { entry, retry } = useStory(id);
  const story = entry?.data;
  if (story) {
    return (
      <Page title={story.title} lede={story.summary} image={story.imageUrl}>
        <StoryArticle story={story} />
      </Page>
    );
  }
  if (entry?.status === 'succeeded') {
    return (
      <Page title="Story not found" lede="There is no published story at this address.">
        <p>
          <Link to="/successStory">Read all success stories</Link>.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Success story">
      {entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="this story" onRetry={retry} />
      ) : (
        <Loading label="Loading the story…" />
      )}
    </Page>
  );
}

function AllStories() {
  const { entry, retry } = useStories();
  return (
    <Page
      title="Success stories"
      lede="What give-back events have paid for in Albuquerque and Rio Rancho: library books, vaccinations, drip lines and trips to championships."
    >
      {entry?.data ? (
        <StoryList stories={entry.data} />
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the stories" onRetry={retry} />
      ) : (
        <Loading label="Loading stories…" />
      )}
    </Page>
  );
}

/** /successStory: every published story, or one with ?id=<story id>. */
export function Component() {
  const id = useSearchParams()[0].get('id');
  return id ? <OneStory id={id} /> : <AllStories />;
}
