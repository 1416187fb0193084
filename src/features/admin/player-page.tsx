// A player: balance, rank and subscriptions, characters, ledger, points purchases
// ("Rembourser", confirmed with a reason), deliveries, and "Ajuster les H-Points"
// (an amount and a reason, confirmed; the server's French refusal is shown as is).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'wouter';
import * as z from 'zod/mini';
import { POINTS_ADJUSTMENT, type LedgerEntry, type ManagedPurchase, type PlayerAnswer } from '../../api/contract/manage';
import { useHttp } from '../../api/http-context';
import { adjustPoints, manageKeys, manageQueries, refundPurchase } from '../../api/manage-queries';
import { formatTokens } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { useBrand } from '../../state/identity';
import { showToast } from '../../ui/toast';
import { AdminPage, ConfirmDialog, Delta, InputField, QueryView, TextAreaField, errorText, formatDate, formatDay } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { DeliveryTable } from './delivery-table';
import { adminTexts } from './fr-admin';
import { integerText, reasonText, toNumber } from './form-rules';
import { PlayerData } from './player-data';

const t = adminTexts.player;

export default function PlayerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const http = useHttp();
  const query = useQuery(manageQueries.player(http, id));
  return (
    <AdminPage title={query.data?.account.username ?? adminTexts.players.title}>
      <p>
        <Link href="/admin/joueurs">← {t.back}</Link>
      </p>
      <QueryView query={query}>{(player) => <PlayerView id={id} player={player} />}</QueryView>
    </AdminPage>
  );
}

const lc = t.ledgerColumns;
const ledgerColumns: AdminColumn<LedgerEntry>[] = [
  { header: lc.at, cell: (entry) => formatDate(entry.at) },
  { header: lc.kind, cell: (entry) => t.kinds[entry.kind] ?? entry.kind },
  { header: lc.delta, cell: (entry) => <Delta value={entry.delta} />, numeric: true },
  { header: lc.after, cell: (entry) => formatTokens(entry.balanceAfter, texts.numbers), numeric: true },
  { header: lc.note, cell: (entry) => [entry.note, entry.ref].filter(Boolean).join(' · ') || '—' },
];

function PlayerView({ id, player }: { id: string; player: PlayerAnswer }) {
  const { account } = player;
  const { currencyName } = useBrand();
  return (
    <>
      <div className="adm-grid">
        <section className="adm-card" aria-labelledby="adm-facts">
          <h2 id="adm-facts" className="visually-hidden">
            {account.username}
          </h2>
          <dl className="adm-facts">
            <dt>{t.balance}</dt>
            <dd>
              <strong>{adminTexts.common.tokens(account.shopTokens ?? 0, currencyName)}</strong>
            </dd>
            <dt>{t.rank}</dt>
            <dd>{account.rank ?? t.noRank}</dd>
            <dt>{t.group}</dt>
            <dd>{account.group ?? '—'}</dd>
            <dt>{t.license}</dt>
            <dd className="adm-mono">{player.license ?? '—'}</dd>
            <dt>{t.discord}</dt>
            <dd className="adm-mono">{account.discordId ?? '—'}</dd>
            {player.erasedAt && (
              <>
                <dt>{t.erasedAt}</dt>
                <dd>{formatDate(player.erasedAt)}</dd>
              </>
            )}
          </dl>
        </section>
        <AdjustPoints id={id} username={account.username} />
      </div>
      <div className="adm-grid">
        <section className="adm-card" aria-labelledby="adm-subs">
          <h2 id="adm-subs">{t.subscriptions}</h2>
          {player.subscriptions.length === 0 ? (
            <p>{adminTexts.common.none}</p>
          ) : (
            <ul className="adm-list">
              {player.subscriptions.map((sub) => (
                <li key={sub.reference}>
                  {sub.rank} ({sub.server}) : {t.subscriptionStatus[sub.status] ?? sub.status}, {t.until(formatDay(sub.until))}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="adm-card" aria-labelledby="adm-chars">
          <h2 id="adm-chars">{t.characters}</h2>
          {player.characters.length === 0 ? (
            <p>{adminTexts.common.none}</p>
          ) : (
            <ul className="adm-list">
              {player.characters.map((character) => (
                <li key={`${character.server}-${character.id}`}>
                  {character.firstname} {character.lastname} ({t.characterServer(character.server, character.id)}){character.active ? ` · ${t.characterActive}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Purchases username={account.username} purchases={player.purchases} characters={player.characters} />
      <section className="adm-card" aria-labelledby="adm-ledger">
        <h2 id="adm-ledger">{t.ledger(currencyName)}</h2>
        <AdminTable label={t.ledger(currencyName)} columns={ledgerColumns} rows={player.ledger} rowKey={(entry) => entry.id} empty={adminTexts.common.empty} />
      </section>
      <section className="adm-card" aria-labelledby="adm-deliveries">
        <h2 id="adm-deliveries">{t.deliveries}</h2>
        <DeliveryTable deliveries={player.deliveries} showPlayer={false} />
      </section>
      <PlayerData id={id} username={account.username} erased={!!player.erasedAt} />
    </>
  );
}

const AdjustSchema = z.object({
  amount: integerText(-POINTS_ADJUSTMENT.maxAbs, POINTS_ADJUSTMENT.maxAbs).check(z.refine((v) => v.trim() === '' || toNumber(v) !== 0, t.nonZero)),
  reason: reasonText(),
});
type AdjustValues = z.infer<typeof AdjustSchema>;

function AdjustPoints({ id, username }: { id: string; username: string }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ delta: number; reason: string } | null>(null);
  const { currencyName } = useBrand();
  const { register, handleSubmit, reset, formState } = useForm<AdjustValues>({
    resolver: zodResolver(AdjustSchema),
    mode: 'all',
    defaultValues: { amount: '', reason: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: { delta: number; reason: string }) => adjustPoints(http, id, body),
    onSuccess: ({ shopTokens }) => {
      setPending(null);
      reset();
      showToast(t.adjusted(shopTokens, currencyName), 'success');
      return queryClient.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
  const { errors } = formState;
  return (
    <section className="adm-card" aria-labelledby="adm-adjust">
      <h2 id="adm-adjust">{t.adjust(currencyName)}</h2>
      <form
        noValidate
        className="adm-stack"
        onSubmit={handleSubmit((values) => {
          mutation.reset();
          setPending({ delta: toNumber(values.amount), reason: values.reason.trim() });
        })}
      >
        <InputField label={t.amount} hint={t.amountHint} inputMode="numeric" autoComplete="off" error={errors.amount?.message} registration={register('amount')} />
        <TextAreaField label={adminTexts.common.reason} hint={adminTexts.common.reasonHint} rows={2} error={errors.reason?.message} registration={register('reason')} />
        <div className="adm-actions">
          <button type="submit" className="button-primary">
            {t.adjust(currencyName)}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t.adjustTitle}
        busy={mutation.isPending}
        error={mutation.isError ? errorText(mutation.error) : null}
        onClose={() => setPending(null)}
        onConfirm={() => pending && mutation.mutate(pending)}
      >
        {pending && (
          <>
            <p>
              <strong>{t.adjustText(pending.delta, username, currencyName)}</strong>
            </p>
            <p>
              {adminTexts.common.reason} : {pending.reason}
            </p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

const RefundSchema = z.object({ reason: reasonText() });
type RefundValues = z.infer<typeof RefundSchema>;

function Purchases({ username, purchases, characters }: { username: string; purchases: readonly ManagedPurchase[]; characters: PlayerAnswer['characters'] }) {
  const [refunding, setRefunding] = useState<ManagedPurchase | null>(null);
  const { currencyName } = useBrand();
  const c = t.purchaseColumns;
  const characterName = (purchase: ManagedPurchase) => {
    const found = characters.find((character) => character.id === purchase.characterId && character.server === purchase.server);
    return found ? `${found.firstname} ${found.lastname}` : `n° ${purchase.characterId}`;
  };
  const columns: AdminColumn<ManagedPurchase>[] = [
    { header: c.at, cell: (purchase) => formatDate(purchase.at) },
    { header: c.lines, cell: (purchase) => purchase.lines.map((line) => `${line.name} ×${line.quantity}`).join(', ') },
    { header: c.total, cell: (purchase) => formatTokens(purchase.total, texts.numbers), numeric: true },
    { header: c.character, cell: characterName },
    {
      header: c.state,
      cell: (purchase) =>
        purchase.refundedAt ? (
          t.refunded(formatDate(purchase.refundedAt))
        ) : (
          <button type="button" className="button-secondary adm-small" aria-label={`${t.refund} : ${purchase.lines.map((line) => line.name).join(', ')} (${formatDate(purchase.at)})`} onClick={() => setRefunding(purchase)}>
            {t.refund}
          </button>
        ),
    },
  ];
  return (
    <section className="adm-card" aria-labelledby="adm-purchases">
      <h2 id="adm-purchases">{t.purchases(currencyName)}</h2>
      <AdminTable label={t.purchases(currencyName)} columns={columns} rows={purchases} rowKey={(purchase) => purchase.orderId} empty={adminTexts.common.empty} />
      {refunding && <RefundDialog purchase={refunding} username={username} onClose={() => setRefunding(null)} />}
    </section>
  );
}

function RefundDialog({ purchase, username, onClose }: { purchase: ManagedPurchase; username: string; onClose: () => void }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { currencyName } = useBrand();
  const { register, handleSubmit, formState } = useForm<RefundValues>({ resolver: zodResolver(RefundSchema), mode: 'all', defaultValues: { reason: '' } });
  const mutation = useMutation({
    mutationFn: (reason: string) => refundPurchase(http, purchase.orderId, reason),
    onSuccess: ({ shopTokens }) => {
      onClose();
      showToast(t.refundDone(shopTokens, currencyName), 'success');
      return queryClient.invalidateQueries({ queryKey: manageKeys.all });
    },
  });
  return (
    <ConfirmDialog
      open
      title={t.refundTitle}
      confirmLabel={t.refund}
      busy={mutation.isPending}
      error={mutation.isError ? errorText(mutation.error) : null}
      onClose={onClose}
      onConfirm={() => void handleSubmit((values) => mutation.mutate(values.reason.trim()))()}
    >
      <p>{purchase.lines.map((line) => `${line.name} ×${line.quantity}`).join(', ')}</p>
      <p>{t.refundText(purchase.total, username, currencyName)}</p>
      <TextAreaField label={adminTexts.common.reason} hint={adminTexts.common.reasonHint} rows={2} error={formState.errors.reason?.message} registration={register('reason')} />
    </ConfirmDialog>
  );
}
