import { selectAccount, useAppSelector } from '@fundax/client';
import { Page } from '@fundax/client/ui';

import { SupportForm } from '../../features/support/components/support-form';
import { SupportRequests } from '../../features/support/components/support-requests';

/**
 * /portal/support: a new request, then the user's requests and their answers (a sent request
 * joins the list: the support slice marks it out of date). The form comes first because it
 * needs no data: the list arrives last and pushes nothing on screen (with the list first, its
 * arrival moved the form down: CLS 0.11 in Lighthouse).
 */
export function Component() {
  const account = useAppSelector(selectAccount);
  return (
    <Page
      title="Support"
      lede="Your questions to the Fundax team and their answers. We reply within one business day."
    >
      <section className="portal-section">
        <SupportForm email={account?.email ?? null} />
      </section>
      <SupportRequests />
    </Page>
  );
}
