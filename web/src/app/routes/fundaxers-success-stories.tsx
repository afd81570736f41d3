import { LoadError, Loading, Page } from '@fundax/client/ui';

import { FundraisingCta } from '../../features/content/components/fundraising-cta';
import { StoryList } from '../../features/stories/components/story-list';
import { useStories } from '../../features/stories/hooks/use-stories';

/** /fundaxers/success-stories: stories of fundaxers who raised money with Fundax. */
export function Component() {
  const { entry, retry } = useStories();
  return (
    <Page
      title="Fundaxer success stories"
      lede="Schools, teams, rescues and gardens that reached their goals one give-back night at a time. Yours could be next."
    >
      {entry?.data ? (
        <StoryList stories={entry.data} />
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="the stories" onRetry={retry} />
      ) : (
        <Loading label="Loading stories…" reserve />
      )}
      <section aria-labelledby="stories-start" className="section">
        <h2 id="stories-start">Start your own story</h2>
        <FundraisingCta />
      </section>
    </Page>
  );
}
