import { loginPathFor, selectAccount, selectUserStatus, useAppSelector } from '@fundax/client';
import { Loading, Page } from '@fundax/client/ui';

import { SupportFaq } from '../../features/support/components/support-faq';
import { SupportForm } from '../../features/support/components/support-form';
import { SupportVisitor } from '../../features/support/components/support-visitor';

function Contact() {
  const status = useAppSelector(selectUserStatus);
  const account = useAppSelector(selectAccount);
  switch (status) {
    case 'loaded':
    case 'missing':
      return <SupportForm email={account?.email ?? null} />;
    case 'signed-out':
    case 'failed':
      return <SupportVisitor loginPath={loginPathFor('/support')} />;
    default:
      return <Loading label="Checking your sign-in…" />;
  }
}

/** /support: answers to common questions, and a request form for signed-in users. */
export function Component() {
  return (
    <Page
      title="Support"
      lede="Answers to the questions we hear most, and a direct line to the Fundax team."
    >
      <div className="support-layout">
        <SupportFaq />
        <Contact />
      </div>
    </Page>
  );
}
