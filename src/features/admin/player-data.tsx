// A player's data on request: "Exporter" downloads everything the shop holds on them as one
// JSON file; "Effacer" (confirmed, with a reason) erases their personal data for good.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { erasePlayer, exportPlayer } from '../../api/admin-security-queries';
import type { PlayerExport } from '../../api/contract/manage';
import { useHttp } from '../../api/http-context';
import { manageKeys } from '../../api/manage-queries';
import { useBrand } from '../../state/identity';
import { Banner } from '../../ui/banner';
import { showToast } from '../../ui/toast';
import { ConfirmDialog, TextAreaField, errorText } from './admin-ui';
import { adminTexts } from './fr-admin';
import { reasonText } from './form-rules';

const t = adminTexts.player;

/** Saves the export as a file named as the server names it. */
function download(data: PlayerExport, id: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `joueur-${id}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function PlayerData({ id, username, erased }: { id: string; username: string; erased: boolean }) {
  const http = useHttp();
  const [erasing, setErasing] = useState(false);
  const { currencyName } = useBrand();
  const exporting = useMutation({
    mutationFn: () => exportPlayer(http, id),
    onSuccess: (data) => {
      download(data, id);
      showToast(t.exported, 'success');
    },
  });
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-data">
      <h2 id="adm-data">{t.data}</h2>
      <p className="adm-hint">{t.dataHint(currencyName)}</p>
      {exporting.isError && <Banner tone="error">{errorText(exporting.error)}</Banner>}
      <div className="adm-actions">
        <button type="button" className="button-secondary" disabled={exporting.isPending} aria-busy={exporting.isPending || undefined} onClick={() => exporting.mutate()}>
          {exporting.isPending ? t.exporting : t.export}
        </button>
        {!erased && (
          <button type="button" className="button-secondary" onClick={() => setErasing(true)}>
            {t.erase}
          </button>
        )}
      </div>
      {erasing && <EraseDialog id={id} username={username} onClose={() => setErasing(false)} />}
    </section>
  );
}

const EraseSchema = z.object({ reason: reasonText() });
type EraseValues = z.infer<typeof EraseSchema>;

function EraseDialog({ id, username, onClose }: { id: string; username: string; onClose: () => void }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<EraseValues>({ resolver: zodResolver(EraseSchema), mode: 'all', defaultValues: { reason: '' } });
  const mutation = useMutation({
    mutationFn: (reason: string) => erasePlayer(http, id, reason),
    onSuccess: () => {
      onClose();
      showToast(t.erased, 'success');
      return queryClient.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
  return (
    <ConfirmDialog
      open
      title={t.eraseTitle}
      confirmLabel={t.erase}
      busy={mutation.isPending}
      error={mutation.isError ? errorText(mutation.error) : null}
      onClose={onClose}
      onConfirm={() => void handleSubmit((values) => mutation.mutate(values.reason.trim()))()}
    >
      <p>
        <strong>{t.eraseText(username)}</strong>
      </p>
      <TextAreaField label={adminTexts.common.reason} hint={adminTexts.common.reasonHint} rows={2} error={formState.errors.reason?.message} registration={register('reason')} />
    </ConfirmDialog>
  );
}
