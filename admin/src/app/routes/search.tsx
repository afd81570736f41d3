import { Page } from '@fundax/client/ui';

import { SearchPanel } from '../../features/records/components/search-panel';

/** /auth/search: every event, venue and profile, hidden ones too, by name or by id. */
export function Component() {
  return (
    <Page
      title="Search"
      lede="Find any event, venue or profile, hidden ones too, by words in its name or by its id."
    >
      <SearchPanel />
    </Page>
  );
}
