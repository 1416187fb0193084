// The console's door for the second factor: an admin whose session has not given its code
// sees the code prompt, and with ADMIN_REQUIRE_2FA an admin without an app sees the
// enrolment; the console shows once that is done. A console call refused for want of it
// (the server's 401 or 403 text) brings the door back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { needsSecondFactor, securityKeys, securityQueries, verifySecondFactor } from '../../api/admin-security-queries';
import { useHttp } from '../../api/http-context';
import { manageKeys } from '../../api/manage-queries';
import { QueryView, errorText } from './admin-ui';
import { CodeForm } from './code-form';
import { adminTexts } from './fr-admin';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const t = adminTexts.secondFactor;

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const status = useQuery(securityQueries.secondFactor(http));

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (needsSecondFactor(error)) void queryClient.invalidateQueries({ queryKey: securityKeys.secondFactor() });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && recheck(event.query.state.error));
    const mutations = queryClient.getMutationCache().subscribe((event) => event.type === 'updated' && recheck(event.mutation?.state.error));
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  return (
    <QueryView query={status}>
      {(state) =>
        !state.verified ? (
          <CodePrompt />
        ) : state.required && !state.enrolled ? (
          <section className="adm-card adm-stack adm-gate" aria-labelledby="adm-enrol">
            <h1 id="adm-enrol">{t.title}</h1>
            <p role="alert">{t.required}</p>
            <TwoFactorEnrolment />
          </section>
        ) : (
          children
        )
      }
    </QueryView>
  );
}

function CodePrompt() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (code: string) => verifySecondFactor(http, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageKeys.all }),
  });
  return (
    <section className="adm-card adm-stack adm-gate" aria-labelledby="adm-code">
      <h1 id="adm-code">{t.promptTitle}</h1>
      <p>{t.promptText}</p>
      <CodeForm recovery submitLabel={t.verify} busy={verify.isPending} error={verify.isError ? errorText(verify.error) : null} onCode={(code) => verify.mutate(code)} />
    </section>
  );
}
