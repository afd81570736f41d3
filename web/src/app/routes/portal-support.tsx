import { selectAccount, useAppSelector } from '@fundax/client';

import { PortalPage } from '../../features/portal/components/portal-page';
import { SupportRequests } from '../../features/portal/components/support-requests';
import { useRefreshPortal } from '../../features/portal/hooks/use-portal-data';
import { SupportForm } from '../../features/support/components/support-form';

/** /portal/support: the user's requests and their answers, and a new request. */
export function Component() {
  const account = useAppSelector(selectAccount);
  const refresh = useRefreshPortal();
  return (
    <PortalPage
      title="Support"
      lede="Your questions to the Fundax team and their answers. We reply within one business day."
    >
      <SupportRequests />
      <section className="portal-section">
        <SupportForm email={account?.email ?? null} onSent={() => refresh('support')} />
      </section>
    </PortalPage>
  );
}
