import { Page } from '@fundax/client/ui';

import { SearchPanel } from '../../features/records/components/search-panel';

/** /auth/search: find events, venues and profiles by the start of their title or name, or by id. */
export function Component() {
  return (
    <Page title="Search" lede="Find a record by the start of its title or name, or by its id.">
      <SearchPanel />
    </Page>
  );
}
