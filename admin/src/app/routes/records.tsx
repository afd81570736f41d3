import { Page } from '@fundax/client/ui';

import { RecordsBrowser } from '../../features/records/components/records-browser';

/** /auth/records: events, venues and public profiles, filtered and paged. */
export function Component() {
  return (
    <Page
      title="Records"
      lede="Browse events (latest start first), venues and public profiles (by name), a page at a time."
    >
      <RecordsBrowser />
    </Page>
  );
}
