import { LoadError, Loading, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useParams } from 'react-router';

import { AngelProfile } from '../../features/angels/components/angel-profile';
import { useAngel } from '../../features/angels/hooks/use-angels';

/** /angels/{id}: a listed angel (id = the angel's uid). */
export function Component() {
  const id = useParams().id ?? '';
  const { entry, retry } = useAngel(id);
  const angel = entry?.data;
  if (angel) {
    return (
      <Page
        title={angel.displayName}
        lede={[angel.organizationName, angel.city].filter(Boolean).join(', ') || 'Fundax angel'}
        image={angel.imageUrl}
      >
        <AngelProfile angel={angel} />
      </Page>
    );
  }
  if (entry?.status === 'succeeded') {
    return (
      <Page
        title="Angel not found"
        lede="There is no listed angel at this address. Angels appear once their application is approved."
      >
        <p>
          <Link to="/angels/top-categories">Browse angels by category</Link>.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Angel">
      {entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="this angel" onRetry={retry} />
      ) : (
        <Loading label="Loading the angel…" />
      )}
    </Page>
  );
}
