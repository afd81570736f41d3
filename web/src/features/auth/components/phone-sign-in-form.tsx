import { confirmPhoneCode, sendPhoneCode, useThunk, voidSubmit } from '@fundax/client';
import { IdentityFailureNotice, SubmitButton, TextField } from '@fundax/client/ui';
import { maskUsPhoneInput, usPhoneSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

/** Where the invisible reCAPTCHA renders (one phone form per page). */
const CAPTCHA_CONTAINER_ID = 'phone-sign-in-captcha';

const phoneSchema = z.object({ phone: usPhoneSchema });
const codeSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.')),
});

/** Phone sign-in: a text message with a code, after an invisible reCAPTCHA check. */
export function PhoneSignInForm() {
  const send = useThunk(sendPhoneCode);
  return (
    <>
      {send.status === 'succeeded' ? (
        <CodeForm
          verificationId={send.data.verificationId}
          phone={send.data.phoneNumber}
          onRestart={send.reset}
        />
      ) : (
        <PhoneForm
          pending={send.pending}
          error={send.status === 'failed' ? send.error : null}
          onSubmit={(phone) =>
            send.run({ phoneNumber: phone, recaptchaContainerId: CAPTCHA_CONTAINER_ID })
          }
        />
      )}
      <div id={CAPTCHA_CONTAINER_ID} />
    </>
  );
}

function PhoneForm({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: { code: string; message: string } | null;
  onSubmit: (phone: string) => Promise<unknown>;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: '' },
  });
  const phone = register('phone');
  return (
    <form noValidate onSubmit={voidSubmit(handleSubmit(({ phone: value }) => onSubmit(value)))}>
      <IdentityFailureNotice error={error} />
      <TextField
        label="Mobile phone number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint="We text you a 6-digit code. Message and data rates may apply."
        error={formState.errors.phone?.message}
        {...phone}
        onChange={(event) => {
          event.target.value = maskUsPhoneInput(event.target.value);
          void phone.onChange(event);
        }}
      />
      <SubmitButton pending={pending} pendingLabel="Sending the code…">
        Text me a code
      </SubmitButton>
    </form>
  );
}

function CodeForm({
  verificationId,
  phone,
  onRestart,
}: {
  verificationId: string;
  phone: string;
  onRestart: () => void;
}) {
  const confirm = useThunk(confirmPhoneCode);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      onSubmit={voidSubmit(handleSubmit(({ code }) => confirm.run({ verificationId, code })))}
    >
      <p>
        We texted a code to <strong>{phone}</strong>.
      </p>
      <IdentityFailureNotice error={confirm.status === 'failed' ? confirm.error : null} />
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <p>
        <SubmitButton pending={confirm.pending} pendingLabel="Checking the code…">
          Sign in
        </SubmitButton>{' '}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Use another number
        </button>
      </p>
    </form>
  );
}
