import { lazyPart } from '@fundax/client';
import { searchNearby, selectNearby } from '@fundax/client/nearby/nearby-slice';
import { Loading, Page } from '@fundax/client/ui';
import { Suspense } from 'react';

import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { WhenVisible } from '../../features/home/components/when-visible';
import { NearbySearch } from '../../features/nearby/components/nearby-search';
import '../../components/ui/blocks.css';
import { store } from '../store';

/**
 * The first nearby search (what NearbySearch would run when it mounts: the default query)
 * starts as the page's code arrives; the component then shows it instead of starting one.
 */
export function preload() {
  const { status, query } = selectNearby(store.getState());
  if (status === 'idle') void store.dispatch(searchNearby(query));
}

// Below the fold and backed by Firestore listings: fetched only when scrolled near.
const FeaturedFundraisers = lazyPart(
  async () => (await import('../home/featured-fundraisers')).default,
  'the featured fundraisers',
);
const SuccessStories = lazyPart(
  async () => (await import('../home/success-stories')).default,
  'the success stories',
);

export function Component() {
  return (
    <Page
      title="Raise money where your community already gathers"
      lede="Fundax connects fundraisers with local businesses in Albuquerque and Rio Rancho. A partner business hosts a give-back event at its venue, and a share of the evening’s sales goes to your cause."
    >
      <HomeHero />
      <section className="home-section" aria-labelledby="nearby-events">
        <h2 id="nearby-events">Upcoming events near you</h2>
        <NearbySearch />
      </section>
      <HowItWorks />
      <section className="home-section" aria-labelledby="featured-fundraisers">
        <h2 id="featured-fundraisers">Featured fundraisers</h2>
        <WhenVisible>
          <Suspense fallback={<Loading label="Loading fundraisers…" />}>
            <FeaturedFundraisers />
          </Suspense>
        </WhenVisible>
      </section>
      <section className="home-section" aria-labelledby="success-stories">
        <h2 id="success-stories">Success stories</h2>
        <WhenVisible>
          <Suspense fallback={<Loading label="Loading stories…" />}>
            <SuccessStories />
          </Suspense>
        </WhenVisible>
      </section>
    </Page>
  );
}
