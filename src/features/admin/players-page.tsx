// The console's first screen: find a player by username, license or Discord id.
// The search is the address's `?q=`, so going back returns to the same results.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useHttp } from '../../api/http-context';
import { manageQueries } from '../../api/manage-queries';
import { formatTokens } from '../../domain/token-amount';
import { AdminPage, QueryView, Table } from './admin-ui';
import { frAdmin } from './fr-admin';

export default function PlayersPage() {
  const q = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  return (
    <AdminPage title={frAdmin.players.title}>
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
    navigate(value ? `/admin?q=${encodeURIComponent(value)}` : '/admin');
  };
  return (
    <>
      <form role="search" className="adm-row" onSubmit={submit}>
        <div className="adm-field">
          <label htmlFor="adm-player-q">{frAdmin.players.search}</label>
          <input id="adm-player-q" type="search" value={text} maxLength={200} placeholder={frAdmin.players.searchHint} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className="button-primary">
          {frAdmin.players.submit}
        </button>
      </form>
      {q ? <Results q={q} /> : <p className="adm-hint">{frAdmin.players.start}</p>}
    </>
  );
}

function Results({ q }: { q: string }) {
  const http = useHttp();
  const query = useQuery({ ...manageQueries.players(http, q), placeholderData: keepPreviousData });
  const columns = frAdmin.players.columns;
  return (
    <QueryView query={query}>
      {({ players }) =>
        players.length === 0 ? (
          <p>{frAdmin.players.none}</p>
        ) : (
          <Table label={frAdmin.players.title}>
            <thead>
              <tr>
                <th scope="col">{columns.username}</th>
                <th scope="col">{columns.license}</th>
                <th scope="col">{columns.discord}</th>
                <th scope="col" className="adm-num">{columns.balance}</th>
                <th scope="col">{columns.rank}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr key={player.id}>
                  <td>
                    <Link href={`/admin/joueurs/${player.id}`}>{player.username}</Link>
                  </td>
                  <td className="adm-mono">{player.license ?? '—'}</td>
                  <td className="adm-mono">{player.discordId ?? '—'}</td>
                  <td className="adm-num">{formatTokens(player.shopTokens)}</td>
                  <td>{player.rank ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      }
    </QueryView>
  );
}
