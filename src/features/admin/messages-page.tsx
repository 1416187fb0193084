// Contact messages, newest first; "Traitée" marks one handled.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useHttp } from '../../api/http-context';
import { handleMessage, manageKeys, manageQueries } from '../../api/manage-queries';
import { showToast } from '../../ui/toast';
import { AdminPage, QueryView, errorText, formatDate } from './admin-ui';
import { adminTexts } from './fr-admin';

const t = adminTexts.messages;

export default function MessagesPage() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const query = useQuery(manageQueries.messages(http));
  const handle = useMutation({
    mutationFn: (id: string) => handleMessage(http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageKeys.messages() }),
    onError: (error) => showToast(errorText(error), 'error'),
  });
  return (
    <AdminPage title={t.title}>
      <QueryView query={query}>
        {({ messages }) =>
          messages.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ol className="adm-stack adm-bare">
              {[...messages]
                .sort((a, b) => b.at.localeCompare(a.at))
                .map((message) => (
                  <li key={message.id}>
                    <article className="adm-card adm-message" data-handled={message.handledAt ? 'true' : 'false'} aria-labelledby={`adm-msg-${message.id}`}>
                      <h2 id={`adm-msg-${message.id}`}>{message.subject}</h2>
                      <p className="adm-hint">
                        {formatDate(message.at)} ·{' '}
                        {message.accountId ? <Link href={`/admin/joueurs/${message.accountId}`}>{message.username}</Link> : `${message.username} (${t.guest})`} · {message.email}
                      </p>
                      <p>{message.text}</p>
                      {message.handledAt ? (
                        <p className="adm-hint">{t.handled(formatDate(message.handledAt))}</p>
                      ) : (
                        <button
                          type="button"
                          className="button-secondary adm-small"
                          aria-label={`${t.handle} : ${message.subject}`}
                          disabled={handle.isPending && handle.variables === message.id}
                          onClick={() => handle.mutate(message.id)}
                        >
                          {t.handle}
                        </button>
                      )}
                    </article>
                  </li>
                ))}
            </ol>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
