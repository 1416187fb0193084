// Enrolling a TOTP app: the QR code (drawn from the server's SVG path) and the secret as
// text, a first code to confirm it, then the 10 recovery codes, shown this once: the
// console moves on only when the admin says they noted them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmEnrolment, securityKeys, startEnrolment } from '../../api/admin-security-queries';
import type { EnrolmentAnswer } from '../../api/contract/admin-security';
import { useHttp } from '../../api/http-context';
import { manageKeys } from '../../api/manage-queries';
import { showToast } from '../../ui/toast';
import { QueryView, errorText } from './admin-ui';
import { CodeForm } from './code-form';
import { adminTexts } from './fr-admin';

const t = adminTexts.secondFactor;

/** The secret in groups of 4, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TwoFactorEnrolment({ onCancel }: { onCancel?: () => void }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  // A new secret each time the enrolment opens; never refetched behind the admin's back.
  const started = useQuery({ queryKey: securityKeys.enrolment(), queryFn: () => startEnrolment(http), staleTime: Infinity, gcTime: 0, retry: false });
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useMutation({ mutationFn: (code: string) => confirmEnrolment(http, code), onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) });

  if (codes) {
    return (
      <div className="adm-stack">
        <h3>{t.recoveryTitle}</h3>
        <p>{t.recoveryText}</p>
        <ol className="adm-codes adm-mono">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="adm-actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              showToast(t.enabled, 'success');
              void queryClient.invalidateQueries({ queryKey: manageKeys.all });
            }}
          >
            {t.recoveryDone}
          </button>
        </div>
      </div>
    );
  }
  return (
    <QueryView query={started}>
      {(enrolment) => (
        <div className="adm-stack">
          <p>{t.steps}</p>
          <QrCode qr={enrolment.qr} />
          <p className="adm-label">{t.secret}</p>
          <p className="adm-mono adm-secret">{grouped(enrolment.secret)}</p>
          <CodeForm recovery={false} submitLabel={t.confirm} busy={confirm.isPending} error={confirm.isError ? errorText(confirm.error) : null} onCode={(code) => confirm.mutate(code)}>
            {onCancel && (
              <button type="button" className="button-secondary" onClick={onCancel}>
                {t.cancel}
              </button>
            )}
          </CodeForm>
        </div>
      )}
    </QueryView>
  );
}

/** The QR code as an image: one SVG path of dark modules on a light square with its quiet zone. */
function QrCode({ qr }: { qr: EnrolmentAnswer['qr'] }) {
  const margin = 4;
  const side = qr.size + 2 * margin;
  return (
    <svg className="adm-qr" role="img" aria-label={t.qr} viewBox={`${-margin} ${-margin} ${side} ${side}`} shapeRendering="crispEdges">
      <rect x={-margin} y={-margin} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
