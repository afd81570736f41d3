import { Page } from '@fundax/client/ui';

import { SearchPage } from '../../features/search/components/search-page';

/** /search?q=…&kinds=…: the public search's results (the header's search box comes here). */
export function Component() {
  return (
    <Page
      title="Search"
      lede="Events, partner venues and fundraisers by name. Part of a word is enough, and small typos and missing accents are forgiven."
    >
      <SearchPage />
    </Page>
  );
}
