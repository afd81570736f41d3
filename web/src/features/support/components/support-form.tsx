import { createSupportRequestThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, Notice } from '@fundax/client/ui';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { supportRequestSchema } from '../api/support-request-schema';
import './support.css';

/**
 * A signed-in user's support request, sent with the createSupportRequest callable. The fields
 * are checked with the callable's own schema before anything is sent; a failure shows the
 * catalogue message for its code, and what was typed stays so it can be sent again.
 */
export function SupportForm({
  email,
  onSent,
}: {
  email: string | null;
  /** Called with the new request's id once it is sent (e.g. to list it). */
  onSent?: (id: string) => void;
}) {
  const send = useThunk(createSupportRequestThunk);
  const { register, handleSubmit, formState, reset, control } = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { subject: '', message: '' },
  });
  const status = useRef<HTMLDivElement>(null);
  const messageLength = useWatch({ control, name: 'message' }).length;

  useEffect(() => {
    if (send.status === 'succeeded' || send.status === 'failed') status.current?.focus();
  }, [send.status]);

  const submit = handleSubmit(async (input) => {
    const outcome = await send.run(input);
    if (outcome.ok) {
      reset();
      onSent?.(outcome.data.id);
    }
  });

  const { errors } = formState;
  return (
    <form
      className="card"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="support-form-heading"
    >
      <h2 id="support-form-heading">Send us a request</h2>
      <div ref={status} tabIndex={-1}>
        {send.status === 'succeeded' ? (
          <Notice tone="success">
            <p>
              Thanks, your request is in (reference <strong>{send.data.id}</strong>). We reply
              within one business day{email ? ` to ${email}` : ''}.
            </p>
          </Notice>
        ) : null}
        <CallFailureNotice
          error={send.status === 'failed' ? send.error : null}
          prefix="Your request was not sent."
        />
      </div>
      <div className="field">
        <label htmlFor="support-subject">Subject</label>
        <input
          id="support-subject"
          maxLength={SUPPORT_SUBJECT_MAX}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'support-subject-error' : undefined}
          {...register('subject')}
        />
        {errors.subject ? (
          <p id="support-subject-error" className="field-error">
            {errors.subject.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="support-message">How can we help?</label>
        <textarea
          id="support-message"
          rows={7}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`support-message-hint${errors.message ? ' support-message-error' : ''}`}
          {...register('message')}
        />
        <p id="support-message-hint" className="field-hint">
          Name the event, venue or payout it is about. Please do not include bank details.{' '}
          <span className="char-count">
            {messageLength} of {SUPPORT_MESSAGE_MAX} characters
          </span>
        </p>
        {errors.message ? (
          <p id="support-message-error" className="field-error">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={send.pending}>
        {send.pending ? (
          <>
            <span className="spinner" aria-hidden="true" /> Sending…
          </>
        ) : (
          'Send request'
        )}
      </button>
    </form>
  );
}
