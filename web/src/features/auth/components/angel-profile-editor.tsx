import { type Account, Link, useThunk } from '@fundax/client';
import { Loading, Notice } from '@fundax/client/ui';
import { callErrorMessage } from '@fundax/core';
import { useEffect } from 'react';

import { fetchOwnProfile } from '../api/own-profile';
import { AngelProfileForm } from './angel-profile-form';

/** Loads the angel's profile, then the form; other roles are told where they belong. */
export function AngelProfileEditor({ account }: { account: Account }) {
  const profile = useThunk(fetchOwnProfile);
  const { run } = profile;
  useEffect(() => {
    if (account.role === 'angel') void run(account.id);
  }, [account.id, account.role, run]);
  if (account.role !== 'angel') {
    return (
      <Notice>
        <p>
          This page is for angels. Your {account.role} profile is in{' '}
          <Link to="/portal/profile">your portal</Link>.
        </p>
      </Notice>
    );
  }
  if (profile.status === 'idle' || profile.status === 'pending')
    return <Loading label="Loading your profile…" />;
  if (profile.status === 'failed') {
    return (
      <Notice tone="error">
        <p>We could not load your profile. {callErrorMessage(profile.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void run(account.id)}
        >
          Try again
        </button>
      </Notice>
    );
  }
  if (!profile.data) {
    return (
      <Notice tone="error">
        <p>Your profile is missing. Contact support and we will restore it.</p>
      </Notice>
    );
  }
  return <AngelProfileForm uid={account.id} profile={profile.data} />;
}
