// The sandbox's payments page (/sandbox/payments): what "Tebex" charged, each payment and
// each recurring payment with the actions Tebex's side could take on it, and the shop's
// answers to the webhooks the last action sent. French, no script: plain forms.
import { escapeHtml, htmlPage } from './html-page';
import type { SandboxPayment, SandboxPaymentState, SandboxSubscription } from './payments-store';
import { RECURRING_STATUS, type Delivery, type PaymentSubject } from './tebex-events';

export const PAYMENTS_PATH = '/sandbox/payments';

export type PaymentAction = 'refund' | 'dispute' | 'dispute-won';
export type SubscriptionAction = 'renew' | 'cancel' | 'resume' | 'end';

/** What each action is called on the page. */
export const PAYMENT_ACTIONS: Record<PaymentAction, string> = { refund: 'Rembourser', dispute: 'Ouvrir un litige', 'dispute-won': 'Litige gagné' };
export const SUBSCRIPTION_ACTIONS: Record<SubscriptionAction, string> = { renew: 'Renouveler', cancel: 'Annuler', resume: 'Reprendre', end: 'Terminer' };

const PAYMENT_STATES: Record<SandboxPaymentState, string> = {
  completed: 'Payé',
  refunded: 'Remboursé',
  disputed: 'Litige ouvert',
  dispute_won: 'Litige gagné',
};

/** The actions a payment in this state offers. */
export function paymentActions(state: SandboxPaymentState): PaymentAction[] {
  if (state === 'completed') return ['refund', 'dispute'];
  if (state === 'disputed') return ['dispute-won'];
  if (state === 'dispute_won') return ['refund'];
  return [];
}

/** The actions a recurring payment in this status offers (by Tebex's status id). */
export function subscriptionActions(statusId: number): SubscriptionAction[] {
  if (statusId === RECURRING_STATUS.active.id) return ['renew', 'cancel', 'end'];
  if (statusId === RECURRING_STATUS.cancelled.id) return ['resume', 'end'];
  return [];
}

function subscriptionState(statusId: number): string {
  if (statusId === RECURRING_STATUS.active.id) return 'Actif';
  if (statusId === RECURRING_STATUS.cancelled.id) return 'Annulation demandée';
  if (statusId === RECURRING_STATUS.expired.id) return 'Terminé';
  return `Statut ${statusId}`;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const formatDate = (iso: string | Date) => dateFormat.format(new Date(iso));
const formatMoney = (amount: number, currency: string) => `${amount.toFixed(2).replace('.', ',')} ${currency === 'EUR' ? '€' : currency}`;

/** The account the payment was made for, as the basket's custom names it. */
function buyer(subject: PaymentSubject): string {
  const custom = subject.custom as { username?: unknown; accountId?: unknown } | null;
  if (custom && typeof custom.username === 'string') return custom.username;
  if (custom && custom.accountId !== undefined) return `compte ${String(custom.accountId)}`;
  return subject.customer.username.username || '?';
}

const products = (subject: PaymentSubject) => subject.products.map((p) => `${p.name} × ${p.quantity}`).join(', ');

const actionForm = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button>${escapeHtml(label)}</button></form>`;

/** One line per webhook sent: "Webhook payment.refunded : applied". */
export function deliveryLine(delivery: Delivery): string {
  const ok = delivery.status >= 200 && delivery.status < 300;
  const result = ok ? delivery.result ?? `HTTP ${delivery.status}` : `refusé (HTTP ${delivery.status})`;
  return `Webhook ${delivery.type} : ${result}${delivery.reason ? ` (${delivery.reason})` : ''}`;
}

/** Green when the shop took it and did something, orange when it took it and did nothing, red when it refused it. */
function deliveryClass(delivery: Delivery): string {
  if (delivery.status < 200 || delivery.status >= 300) return 'ko';
  return delivery.result === 'ignored' ? 'warn' : 'ok';
}

export interface PaymentsView {
  payments: SandboxPayment[];
  subscriptions: SandboxSubscription[];
  /** The webhooks the last action sent, with the shop's answers. */
  deliveries?: Delivery[];
  /** Why the last action did nothing (French). */
  error?: string;
}

export function paymentsPage(view: PaymentsView): string {
  const journal = view.error
    ? `<p role="alert" class="ko">${escapeHtml(view.error)}</p>`
    : view.deliveries?.length
      ? `<ul role="status" aria-label="Réponses de la boutique">${view.deliveries
          .map((d) => `<li class="${deliveryClass(d)}">${escapeHtml(deliveryLine(d))}</li>`)
          .join('')}</ul>`
      : '';
  const subscriptions = view.subscriptions.map(({ reference, subject }) => {
    const actions = subscriptionActions(subject.status.id)
      .map((action) => actionForm(`${PAYMENTS_PATH}/subscriptions/${encodeURIComponent(reference)}/${action}`, SUBSCRIPTION_ACTIONS[action]))
      .join('');
    const next = subject.status.id === RECURRING_STATUS.expired.id ? '—' : formatDate(subject.next_payment_at);
    return `<tr><td>${escapeHtml(subject.initial_payment.products.map((p) => p.name).join(', '))}</td><td>${escapeHtml(buyer(subject.initial_payment))}</td>
      <td><code>${escapeHtml(reference)}</code></td><td>${escapeHtml(subscriptionState(subject.status.id))}</td><td>${next}</td><td>${actions}</td></tr>`;
  });
  const payments = view.payments.map(({ transactionId, subject, state, reference, createdAt }) => {
    const actions = paymentActions(state)
      .map((action) => actionForm(`${PAYMENTS_PATH}/${encodeURIComponent(transactionId)}/${action}`, PAYMENT_ACTIONS[action]))
      .join('');
    return `<tr><td>${formatDate(createdAt)}</td><td><code>${escapeHtml(transactionId)}</code></td><td>${escapeHtml(buyer(subject))}</td>
      <td>${escapeHtml(products(subject))}</td><td>${formatMoney(subject.price_paid.amount, subject.price_paid.currency)}</td>
      <td>${reference ? `<code>${escapeHtml(reference)}</code>` : '—'}</td><td>${escapeHtml(PAYMENT_STATES[state])}</td><td>${actions}</td></tr>`;
  });
  const table = (caption: string, heads: string[], rows: string[], empty: string) =>
    `<table><caption>${caption}</caption><thead><tr>${heads.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>
    <tbody>${rows.join('') || `<tr><td colspan="${heads.length}">${empty}</td></tr>`}</tbody></table>`;
  return htmlPage(
    'Paiements du bac à sable',
    `<p>Ce que « Tebex » a encaissé ici. Chaque action envoie à la boutique le webhook signé que Tebex enverrait
    (<code>POST /api/tebex/webhook</code>) et affiche sa réponse. Un grade est un abonnement mensuel : le renouveler
    encaisse une nouvelle période.</p>
    ${journal}
    ${table('Abonnements', ['Grade', 'Joueur', 'Référence', 'État', 'Prochain paiement', 'Actions'], subscriptions, 'Aucun abonnement.')}
    ${table('Paiements', ['Date', 'Transaction', 'Joueur', 'Produits', 'Montant', 'Abonnement', 'État', 'Actions'], payments, 'Aucun paiement.')}
    <p><a href="${PAYMENTS_PATH}">Actualiser</a> · <a href="/">Retour à la boutique</a></p>`,
    { wide: true },
  );
}
