import { LoadError, Loading, Page } from '@fundax/client/ui';

import { AngelsIntroContent } from '../../features/content/components/angels-intro-content';
import { GroupDirectory } from '../../features/networking/components/group-directory';
import { useGroups } from '../../features/networking/hooks/use-groups';

/**
 * /angels, also served at /business-networking-groups-in-Albuquerque-and-Rio-Rancho: the
 * networking side of Fundax and its group directory.
 */
export function Component() {
  const { entry, retry } = useGroups();
  return (
    <Page
      title="Business networking groups in Albuquerque and Rio Rancho"
      lede="Fundax angels are local professionals who trade referrals in small groups and back the causes their neighbours raise money for."
    >
      <AngelsIntroContent />
      <div className="section">
        {entry?.data ? (
          <GroupDirectory groups={entry.data} headingLevel={2} />
        ) : entry?.status === 'failed' && entry.error ? (
          <LoadError error={entry.error} what="the networking groups" onRetry={retry} />
        ) : (
          <Loading label="Loading networking groups…" />
        )}
      </div>
    </Page>
  );
}
