import { selectAccount, useAppSelector } from '@fundax/client';
import { Page } from '@fundax/client/ui';

import { SupportRequests } from '../../features/portal/components/support-requests';
import { useRefreshPortal } from '../../features/portal/hooks/use-portal-data';
import { SupportForm } from '../../features/support/components/support-form';

/**
 * /portal/support: a new request, then the user's requests and their answers. The form comes
 * first because it needs no data: the list arrives last and pushes nothing on screen (with the
 * list first, its arrival moved the form down: CLS 0.11 in Lighthouse).
 */
export function Component() {
  const account = useAppSelector(selectAccount);
  const refresh = useRefreshPortal();
  return (
    <Page
      title="Support"
      lede="Your questions to the Fundax team and their answers. We reply within one business day."
    >
      <section className="portal-section">
        <SupportForm email={account?.email ?? null} onSent={() => refresh('support')} />
      </section>
      <SupportRequests />
    </Page>
  );
}
