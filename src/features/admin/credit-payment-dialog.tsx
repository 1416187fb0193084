// "Créditer à un joueur": find the player (username, license or Discord id), pick them,
// confirm; the server credits the unmatched payment once and audits it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PlayerSummary } from '../../api/contract/manage';
import type { ManagedPayment } from '../../api/contract/manage-payments';
import { useHttp } from '../../api/http-context';
import { creditPayment, manageKeys, manageQueries } from '../../api/manage-queries';
import { useBrand } from '../../state/identity';
import { showToast } from '../../ui/toast';
import { ConfirmDialog, QueryView, errorText } from './admin-ui';
import { adminFiguresTexts } from './fr-admin-figures';

const t = adminFiguresTexts.payments;

export function CreditPaymentDialog({ payment, onClose }: { payment: ManagedPayment; onClose: () => void }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<PlayerSummary | null>(null);
  const [missing, setMissing] = useState(false);
  const { currencyName } = useBrand();
  const credit = useMutation({
    mutationFn: (player: PlayerSummary) => creditPayment(http, payment.transactionId, player.id),
    onSuccess: (_answer, player) => {
      showToast(t.credited(player.username), 'success');
      onClose();
      return queryClient.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setChosen(null);
  };
  const confirm = () => {
    setMissing(!chosen);
    if (chosen) credit.mutate(chosen);
  };
  return (
    <ConfirmDialog
      open
      title={t.creditTitle}
      confirmLabel={t.credit}
      busy={credit.isPending}
      error={credit.isError ? errorText(credit.error) : missing ? t.choose : null}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p>{t.creditText(payment.transactionId, currencyName)}</p>
      <form role="search" className="adm-row" onSubmit={search}>
        <div className="adm-field">
          <label htmlFor="adm-credit-q">{t.search}</label>
          <input id="adm-credit-q" type="search" value={text} maxLength={200} placeholder={t.searchHint} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className="button-secondary">
          {t.searchSubmit}
        </button>
      </form>
      {q && <PlayerChoice q={q} chosen={chosen} onChoose={(player) => { setChosen(player); setMissing(false); }} />}
      {chosen && <p role="status">{t.chosen(chosen.username)}</p>}
    </ConfirmDialog>
  );
}

function PlayerChoice({ q, chosen, onChoose }: { q: string; chosen: PlayerSummary | null; onChoose: (player: PlayerSummary) => void }) {
  const http = useHttp();
  const query = useQuery(manageQueries.players(http, q));
  return (
    <QueryView query={query}>
      {({ players }) =>
        players.length === 0 ? (
          <p>{t.noPlayer}</p>
        ) : (
          <fieldset className="adm-stack">
            <legend>{t.players}</legend>
            {players.map((player) => (
              <label key={player.id} className="adm-check">
                <input type="radio" name="adm-credit-player" checked={chosen?.id === player.id} onChange={() => onChoose(player)} />
                <span>
                  {player.username} {player.license && <span className="adm-mono">{player.license}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        )
      }
    </QueryView>
  );
}
