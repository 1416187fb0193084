// The form of a second-factor code: 6 digits from the app, or (where allowed) a recovery
// code. Used by the session's prompt, the enrolment's confirmation and the disabling.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Banner } from '../../ui/banner';
import { InputField } from './admin-ui';
import { adminTexts } from './fr-admin';

const t = adminTexts.secondFactor;
const TOTP = /^\d{6}$/;
const RECOVERY = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

const schemas = {
  totp: z.object({ code: z.string().check(z.refine((v) => TOTP.test(v.replace(/\s/g, '')), t.badCode)) }),
  any: z.object({ code: z.string().check(z.refine((v) => TOTP.test(v.replace(/\s/g, '')) || RECOVERY.test(v.trim()), t.badCode)) }),
};

interface CodeFormProps {
  /** Whether a recovery code is accepted too. */
  recovery: boolean;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onCode: (code: string) => void;
  /** A second action beside the submit button (e.g. cancel). */
  children?: ReactNode;
}

export function CodeForm({ recovery, submitLabel, busy, error, onCode, children }: CodeFormProps) {
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(recovery ? schemas.any : schemas.totp),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  return (
    <form noValidate className="adm-stack" onSubmit={handleSubmit(({ code }) => onCode(code.replace(/\s/g, '')))}>
      <InputField
        label={recovery ? t.codeOrRecovery : t.code}
        hint={recovery ? t.codeHint : undefined}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={20}
        error={formState.errors.code?.message}
        registration={register('code')}
      />
      {error && <Banner tone="error">{error}</Banner>}
      <div className="adm-actions">
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
