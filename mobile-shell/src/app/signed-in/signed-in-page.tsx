import { type Saved, type SavedCopy, savedPart, useNow, useOnline } from '@fundax/client';
import { SavedOrLive } from '@fundax/client/ui';

import { AlertsCard } from '../../features/alerts/components/alerts-card';
import { type PhoneAlert, usePhoneAlert } from '../../features/alerts/hooks/use-alerts';
import { type DashboardData, resultsToReport } from '../../features/dashboard/api/dashboard-data';
import { DashboardCards } from '../../features/dashboard/components/dashboard-cards';
import { ProposalsCard } from '../../features/dashboard/components/proposals-card';
import { SalesToReport } from '../../features/dashboard/components/sales-to-report';
import { useDashboard } from '../../features/dashboard/hooks/use-dashboard';
import { InboxList } from '../../features/inbox/components/inbox-list';
import { type PhoneInbox, usePhoneInbox } from '../../features/inbox/hooks/use-inbox';
import type { ReviewQueues } from '../../features/review/api/review-data';
import { ReviewQueuesView } from '../../features/review/components/review-queues';
import { useReviewQueues } from '../../features/review/hooks/use-review-queues';
import { webUrl } from '../../utils/web-url';
import type { Viewer } from '../viewer';
import { useKeepOfflineCopy } from './use-keep-offline-copy';

interface PageProps {
  viewer: Viewer;
  /** The session confirmed the viewer: reads run (when online) and their results are saved. */
  live: boolean;
  /** This phone's saved copy for the viewer, shown until (or instead of) the live reads. */
  copy: SavedCopy | null;
}

/**
 * The signed-in page, all on one screen: by role the dashboard (sales to report, proposals to
 * answer, the fundraiser or give-back, next events to share, what is in review), an admin's
 * review queues, the inbox and the alert for new events nearby. Offline, each part is the copy
 * this phone saved, with its age, and every change is off.
 */
export function SignedInPage({ viewer, live, copy }: PageProps) {
  const online = useOnline();
  const reading = live && online;
  const now = useNow();
  const portal = webUrl('/portal/dashboard');
  const firstName = viewer.displayName?.split(' ')[0];
  return (
    <div className="stack">
      <h2 id="dashboard-heading">{firstName ? `Hi ${firstName}` : 'Hi'}</h2>
      {viewer.role ? (
        <RoleDashboard
          viewer={viewer}
          role={viewer.role}
          reading={reading}
          live={live}
          copy={copy}
          now={now}
        />
      ) : null}
      {viewer.admin ? (
        <ReviewSection reading={reading} live={live} copy={copy} viewer={viewer} />
      ) : null}
      <InboxSection viewer={viewer} reading={reading} live={live} copy={copy} now={now} />
      {viewer.role ? (
        <AlertsSection viewer={viewer} reading={reading} live={live} copy={copy} />
      ) : null}
      {portal && viewer.role ? (
        <p>
          <a href={portal}>Open the full portal</a>
        </p>
      ) : null}
    </div>
  );
}

interface SectionProps {
  viewer: Viewer;
  reading: boolean;
  live: boolean;
  copy: SavedCopy | null;
}

function RoleDashboard({
  viewer,
  role,
  reading,
  live,
  copy,
  now,
}: SectionProps & { role: NonNullable<Viewer['role']>; now: Date }) {
  const online = useOnline();
  const { entry, retry } = useDashboard(viewer.uid, role, reading);
  useKeepOfflineCopy(viewer, live, 'dashboard', entry);
  return (
    <SavedOrLive
      entry={entry}
      saved={savedPart<Saved<DashboardData>>(copy, 'dashboard')}
      online={online}
      what="your dashboard"
      label="Dashboard"
      retry={retry}
    >
      {(data) => (
        <>
          {role === 'partner' ? (
            <SalesToReport events={resultsToReport(data.events, viewer.uid, now)} online={online} />
          ) : null}
          <ProposalsCard proposals={data.proposals} online={online} />
          <DashboardCards data={data} uid={viewer.uid} role={role} now={now} />
        </>
      )}
    </SavedOrLive>
  );
}

function ReviewSection({ viewer, reading, live, copy }: SectionProps) {
  const online = useOnline();
  const { entry, retry } = useReviewQueues(reading);
  useKeepOfflineCopy(viewer, live, 'review', entry);
  return (
    <section aria-labelledby="review-heading" className="stack">
      <h2 id="review-heading">Review queue</h2>
      <SavedOrLive
        entry={entry}
        saved={savedPart<Saved<ReviewQueues>>(copy, 'review')}
        online={online}
        what="the review queue"
        label="Queue"
        retry={retry}
      >
        {(data) => <ReviewQueuesView data={data} online={online} />}
      </SavedOrLive>
    </section>
  );
}

function InboxSection({ viewer, reading, live, copy, now }: SectionProps & { now: Date }) {
  const online = useOnline();
  const { entry, retry } = usePhoneInbox(reading);
  useKeepOfflineCopy(viewer, live, 'inbox', entry);
  return (
    <section aria-labelledby="inbox-heading" className="stack">
      <h2 id="inbox-heading">Notifications</h2>
      <SavedOrLive
        entry={entry}
        saved={savedPart<Saved<PhoneInbox>>(copy, 'inbox')}
        online={online}
        what="your notifications"
        label="Notifications"
        retry={retry}
      >
        {(data) => <InboxList data={data} online={online} now={now} />}
      </SavedOrLive>
    </section>
  );
}

function AlertsSection({ viewer, reading, live, copy }: SectionProps) {
  const online = useOnline();
  const { entry, retry } = usePhoneAlert(reading);
  useKeepOfflineCopy(viewer, live, 'alerts', entry);
  return (
    <section aria-labelledby="alerts-heading" className="stack">
      <h2 id="alerts-heading">Alerts for new events near you</h2>
      <SavedOrLive
        entry={entry}
        saved={savedPart<Saved<PhoneAlert>>(copy, 'alerts')}
        online={online}
        what="your alert"
        label="Alert"
        retry={retry}
      >
        {(data) => <AlertsCard data={data} online={online} />}
      </SavedOrLive>
    </section>
  );
}
