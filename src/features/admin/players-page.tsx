// The console's first screen: find a player by username, license or Discord id.
// The search is the address's `?q=`, so going back returns to the same results.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PlayerSummary } from '../../api/contract/manage';
import { useHttp } from '../../api/http-context';
import { manageQueries } from '../../api/manage-queries';
import { formatTokens } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { AdminPage, QueryView } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { adminTexts } from './fr-admin';

export default function PlayersPage() {
  const q = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  return (
    <AdminPage title={adminTexts.players.title}>
      {/* Keyed by the address's search: going back shows that search in the field. */}
      <PlayerSearch key={q} q={q} />
    </AdminPage>
  );
}

function PlayerSearch({ q }: { q: string }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    navigate(value ? `/admin/joueurs?q=${encodeURIComponent(value)}` : '/admin/joueurs');
  };
  return (
    <>
      <form role="search" className="adm-row" onSubmit={submit}>
        <div className="adm-field">
          <label htmlFor="adm-player-q">{adminTexts.players.search}</label>
          <input id="adm-player-q" type="search" value={text} maxLength={200} placeholder={adminTexts.players.searchHint} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className="button-primary">
          {adminTexts.players.submit}
        </button>
      </form>
      {q ? <Results q={q} /> : <p className="adm-hint">{adminTexts.players.start}</p>}
    </>
  );
}

const c = adminTexts.players.columns;
const columns: AdminColumn<PlayerSummary>[] = [
  { header: c.username, cell: (player) => <Link href={`/admin/joueurs/${player.id}`}>{player.username}</Link> },
  { header: c.license, cell: (player) => player.license ?? '—', mono: true },
  { header: c.discord, cell: (player) => player.discordId ?? '—', mono: true },
  { header: c.balance, cell: (player) => formatTokens(player.shopTokens, texts.numbers), numeric: true },
  { header: c.rank, cell: (player) => player.rank ?? '—' },
];

function Results({ q }: { q: string }) {
  const http = useHttp();
  const query = useQuery({ ...manageQueries.players(http, q), placeholderData: keepPreviousData });
  return (
    <QueryView query={query}>
      {({ players }) => <AdminTable label={adminTexts.players.title} columns={columns} rows={players} rowKey={(player) => player.id} empty={adminTexts.players.none} />}
    </QueryView>
  );
}
