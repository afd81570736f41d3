import { updateProfileThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton } from '@fundax/client/ui';
import { type FormEvent, type ReactNode, useState } from 'react';

import { useAfterProfileSave } from '../hooks/use-own-profile';

/** The save of one profile section: updateProfile, then the fresh account and profile. */
export function useProfileSave() {
  const update = useThunk(updateProfileThunk);
  const afterSave = useAfterProfileSave();
  const [saved, setSaved] = useState(false);
  const save = async (input: Parameters<typeof update.run>[0]) => {
    setSaved(false);
    const outcome = await update.run(input);
    if (outcome.ok) {
      await afterSave();
      setSaved(true);
    }
    return outcome;
  };
  return {
    save,
    saved,
    pending: update.pending,
    error: update.status === 'failed' ? update.error : null,
  };
}

interface ProfileSectionProps {
  /** Names the heading's id (`<name>-heading`), which names the form. */
  name: string;
  heading: ReactNode;
  /** What the section is for, under the heading. */
  intro?: ReactNode;
  saving: Pick<ReturnType<typeof useProfileSave>, 'saved' | 'pending' | 'error'>;
  /** What the notices say once the save succeeded or failed. */
  savedText: string;
  failedText: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (event: FormEvent) => Promise<unknown>;
  children: ReactNode;
}

/**
 * One section of the profile page as its own form, named by its heading: the intro, the notice
 * of the last save or its failure, the section's fields and its submit button.
 */
export function ProfileSection({
  name,
  heading,
  intro,
  saving,
  savedText,
  failedText,
  submitLabel,
  pendingLabel,
  onSubmit,
  children,
}: ProfileSectionProps) {
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby={`${name}-heading`}
    >
      <h2 id={`${name}-heading`}>{heading}</h2>
      {intro ? <p className="muted">{intro}</p> : null}
      {saving.saved ? (
        <Notice tone="success">
          <p>{savedText}</p>
        </Notice>
      ) : null}
      <CallFailureNotice error={saving.error} prefix={failedText} />
      {children}
      <SubmitButton pending={saving.pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
