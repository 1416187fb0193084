// The admin's own security: changing their password (the current one, then 12 characters
// or more; their other sessions end) and their second factor (enrol, or disable with a code).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { changePassword, disableSecondFactor, securityQueries } from '../../api/admin-security-queries';
import { ADMIN_PASSWORD, type SecondFactorStatus } from '../../api/contract/admin-security';
import { useHttp } from '../../api/http-context';
import { manageKeys } from '../../api/manage-queries';
import { Banner } from '../../ui/banner';
import { showToast } from '../../ui/toast';
import { Dialog } from '../../ui/dialog';
import { AdminPage, InputField, QueryView, errorText } from './admin-ui';
import { CodeForm } from './code-form';
import { adminTexts } from './fr-admin';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const t = adminTexts.security;
const f = adminTexts.secondFactor;

export default function SecurityPage() {
  const http = useHttp();
  const status = useQuery(securityQueries.secondFactor(http));
  return (
    <AdminPage title={t.title}>
      <div className="adm-grid">
        <PasswordCard />
        <section className="adm-card adm-stack" aria-labelledby="adm-2fa">
          <h2 id="adm-2fa">{f.title}</h2>
          <QueryView query={status}>{(state) => <SecondFactorCard state={state} />}</QueryView>
        </section>
      </div>
    </AdminPage>
  );
}

const PasswordSchema = z
  .object({
    current: z.string().check(z.minLength(1, adminTexts.common.required)),
    next: z.string().check(z.minLength(ADMIN_PASSWORD.min, adminTexts.common.min(ADMIN_PASSWORD.min)), z.maxLength(ADMIN_PASSWORD.max, adminTexts.common.max(ADMIN_PASSWORD.max))),
    again: z.string(),
  })
  .check(z.refine((v) => v.next === v.again, { message: t.mismatch, path: ['again'] }));
type PasswordValues = z.infer<typeof PasswordSchema>;

function PasswordCard() {
  const http = useHttp();
  const { register, handleSubmit, reset, formState } = useForm<PasswordValues>({
    resolver: zodResolver(PasswordSchema),
    mode: 'onBlur',
    defaultValues: { current: '', next: '', again: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: PasswordValues) => changePassword(http, { current: values.current, next: values.next }),
    onSuccess: () => {
      reset();
      showToast(t.changed, 'success');
    },
  });
  const { errors } = formState;
  return (
    <section className="adm-card" aria-labelledby="adm-password">
      <h2 id="adm-password">{t.password}</h2>
      <form noValidate className="adm-stack" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <InputField label={t.current} type="password" autoComplete="current-password" error={errors.current?.message} registration={register('current')} />
        <InputField label={t.next} hint={t.nextHint(ADMIN_PASSWORD.min, ADMIN_PASSWORD.max)} type="password" autoComplete="new-password" error={errors.next?.message} registration={register('next')} />
        <InputField label={t.again} type="password" autoComplete="new-password" error={errors.again?.message} registration={register('again')} />
        {mutation.isError && <Banner tone="error">{errorText(mutation.error)}</Banner>}
        <div className="adm-actions">
          <button type="submit" className="button-primary" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {t.change}
          </button>
        </div>
      </form>
    </section>
  );
}

function SecondFactorCard({ state }: { state: SecondFactorStatus }) {
  const [enrolling, setEnrolling] = useState(false);
  const [disabling, setDisabling] = useState(false);
  if (!state.enrolled) {
    return enrolling ? (
      <TwoFactorEnrolment onCancel={() => setEnrolling(false)} />
    ) : (
      <>
        <p>{state.required ? f.required : f.off}</p>
        <div className="adm-actions">
          <button type="button" className="button-primary" onClick={() => setEnrolling(true)}>
            {f.enable}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <p>{f.on(state.recoveryLeft)}</p>
      {!state.required && (
        <div className="adm-actions">
          <button type="button" className="button-secondary" onClick={() => setDisabling(true)}>
            {f.disable}
          </button>
        </div>
      )}
      {disabling && <DisableDialog onClose={() => setDisabling(false)} />}
    </>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (code: string) => disableSecondFactor(http, code),
    onSuccess: () => {
      onClose();
      showToast(f.disabled, 'success');
      return queryClient.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
  return (
    <Dialog open title={f.disableTitle} onClose={onClose}>
      <div className="adm-stack">
        <p>{f.disableText}</p>
        <CodeForm recovery submitLabel={f.disable} busy={mutation.isPending} error={mutation.isError ? errorText(mutation.error) : null} onCode={(code) => mutation.mutate(code)}>
          <button type="button" className="button-secondary" onClick={onClose}>
            {adminTexts.common.cancel}
          </button>
        </CodeForm>
      </div>
    </Dialog>
  );
}
