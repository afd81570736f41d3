import { LoadError, Loading, Notice, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useParams, useSearchParams } from 'react-router';

import { RECORD_KINDS } from '../../features/records/api/record-types';
import { RecordView, recordName } from '../../features/records/components/record-view';
import { useRecord } from '../../features/records/hooks/use-records';

/**
 * /auth/record/{id}: one event, venue or profile with its full status, audit history and the
 * admin actions. `?kind=` says which; without it every kind is asked for the id.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = RECORD_KINDS.find((each) => each === params.get('kind')) ?? null;
  const { entry, reload } = useRecord(id, kind);
  const details = entry?.data;
  const title = details?.[0] ? recordName(details[0]) : 'Record';
  return (
    <Page title={title} lede={<Link to="/auth/records">Back to the records</Link>}>
      {entry?.error ? <LoadError error={entry.error} what="this record" onRetry={reload} /> : null}
      {!details && !entry?.error ? <Loading label="Loading the record…" /> : null}
      {details?.length === 0 ? (
        <Notice tone="warning">
          <p>
            No {kind ?? 'event, venue or profile'} has the id <code>{id}</code>. Try{' '}
            <Link to="/auth/search">search</Link>.
          </p>
        </Notice>
      ) : null}
      {details?.map((detail) => (
        <RecordView key={`${detail.kind}-${detail.data.id}`} detail={detail} />
      ))}
    </Page>
  );
}
