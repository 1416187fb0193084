// The admin console's calls (`/api/manage/...`, an admin's session, same-site only):
// its own table, imported only by the console's chunks and the server, never by a
// player's pages or the game's file.
import * as z from 'zod/mini';
import { Account } from './account';
import { Delivery } from './admin';
import { GameServer } from './common';
import { endpoint } from './endpoints';
import { figuresEndpoints } from './manage-figures';
import { paymentsEndpoints } from './manage-payments';
import { salesEndpoints } from './manage-sales';
import { LedgerKind } from './misc';
import { Settings, settingsIssue, SettingsPatch } from './settings';
import { ProductCategory } from './common';
import { Product } from './shop';

export const LedgerEntry = z.object({
  id: z.string(),
  at: z.string(),
  delta: z.number(),
  balanceAfter: z.number(),
  kind: LedgerKind,
  ref: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const PlayerSummary = z.object({
  id: z.string(),
  username: z.string(),
  license: z.nullable(z.string()),
  discordId: z.nullable(z.string()),
  shopTokens: z.number(),
  rank: z.nullable(z.string()),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

export const PlayersQuery = z.object({ q: z.optional(z.string().check(z.maxLength(200))) });
export const PlayersAnswer = z.object({ players: z.array(PlayerSummary) });

export const SubscriptionSummary = z.object({
  reference: z.string(),
  rank: z.string(),
  status: z.enum(['active', 'ending', 'ended']),
  until: z.string(),
  server: GameServer,
});

/** A delivery as the console shows it: the queue's own state besides what the game sees. */
export const ManagedDelivery = z.object({
  ...Delivery.shape,
  accountId: z.string(),
  username: z.string(),
  /** How many times a claim took it (many, never acknowledged: stuck). */
  claims: z.number(),
  leasedUntil: z.nullable(z.string()),
  ackedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
});
export type ManagedDelivery = z.infer<typeof ManagedDelivery>;

/** One points purchase (an order: its lines), and whether an admin refunded it. */
export const ManagedPurchase = z.object({
  orderId: z.string(),
  at: z.string(),
  characterId: z.number(),
  server: z.string(),
  lines: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.number(), unitPrice: z.number() })),
  total: z.number(),
  refundedAt: z.nullable(z.string()),
});
export type ManagedPurchase = z.infer<typeof ManagedPurchase>;

export const ManagedCharacter = z.object({ id: z.number(), server: z.string(), firstname: z.string(), lastname: z.string(), active: z.boolean() });

export const PlayerParams = z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)) });
export const PlayerAnswer = z.object({
  account: Account,
  license: z.nullable(z.string()),
  ledger: z.array(LedgerEntry),
  subscriptions: z.array(SubscriptionSummary),
  deliveries: z.array(ManagedDelivery),
  purchases: z.array(ManagedPurchase),
  characters: z.array(ManagedCharacter),
  /** When the account was erased (its personal data gone); absent from an older server. */
  erasedAt: z.optional(z.nullable(z.string())),
});
export type PlayerAnswer = z.infer<typeof PlayerAnswer>;

export const POINTS_ADJUSTMENT = { maxAbs: 1_000_000, reason: [3, 200] } as const;
export const PointsBody = z.object({
  delta: z.number().check(z.int(), z.gte(-POINTS_ADJUSTMENT.maxAbs), z.lte(POINTS_ADJUSTMENT.maxAbs)),
  reason: z.string().check(z.minLength(POINTS_ADJUSTMENT.reason[0]), z.maxLength(POINTS_ADJUSTMENT.reason[1])),
});
export type PointsBody = z.infer<typeof PointsBody>;
export const PointsAnswer = z.object({ shopTokens: z.number() });

export const OrderParams = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(40)) });
export const RefundBody = z.object({ reason: PointsBody.shape.reason });

/**
 * A product as an admin edits it: every Product field, whether players see it, and
 * what a hosted-store package grants (H-Points, or a rank with its monthly H-Points and order).
 */
export const ManagedProduct = z.object({
  ...Product.shape,
  itemId: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)),
  label: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  category: ProductCategory,
  price: z.number().check(z.gte(-1), z.lte(1_000_000)),
  description: z.string().check(z.maxLength(20_000)),
  translations: z.optional(
    z.object({ en: z.optional(z.object({ name: z.optional(z.string().check(z.maxLength(100))), description: z.optional(z.string().check(z.maxLength(20_000))) })) }),
  ),
  images: z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(12)),
  index: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  stocks: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))),
  dailyShopDiscount: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  characterLimit: z.optional(z.number().check(z.int(), z.gte(1))),
  tebexPackageId: z.optional(z.number().check(z.int(), z.positive())),
  hidden: z.optional(z.boolean()),
  grantsTokens: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  grantsRank: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(40)))),
  monthlyTokens: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))),
  rankOrder: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type ManagedProduct = z.infer<typeof ManagedProduct>;

export const ProductParams = z.object({ itemId: z.string().check(z.minLength(1), z.maxLength(64)) });
export const ProductsAnswer = z.object({
  products: z.array(ManagedProduct),
  /** Units sold of each product (by itemId; absent: none), what was not refunded nor charged back. */
  sold: z.record(z.string(), z.number()),
});

/** The home's lists an admin may fix (empty: computed from sales, as without an admin). */
export const Highlights = z.object({
  bestSeller: z.array(z.string()).check(z.maxLength(12)),
  shouldInterest: z.array(z.string()).check(z.maxLength(12)),
});
export type Highlights = z.infer<typeof Highlights>;

export const ImageAnswer = z.object({ url: z.string() });
export const IMAGE_UPLOAD = { maxBytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/webp'] } as const;

export const DeliveriesQuery = z.object({ state: z.optional(z.enum(['pending', 'stuck', 'all'])) });
export const DeliveriesAnswer = z.object({ deliveries: z.array(ManagedDelivery) });
export const DeliveryParams = z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/)) });
/** Claimed this many times and never acknowledged: stuck. */
export const STUCK_CLAIMS = 3;

export const ContactMessage = z.object({
  id: z.string(),
  at: z.string(),
  username: z.string(),
  email: z.string(),
  subject: z.string(),
  text: z.string(),
  accountId: z.nullable(z.string()),
  handledAt: z.nullable(z.string()),
});
export const MessagesAnswer = z.object({ messages: z.array(ContactMessage) });
export const MessageParams = z.object({ id: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)) });

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({ limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(500))) });
export const AuditAnswer = z.object({ entries: z.array(AuditEntry) });

export const OkAnswer = z.object({ ok: z.literal(true) });

/** Rows as the database holds them (dates as ISO text), one array per table. */
const Rows = z.array(z.record(z.string(), z.unknown()));
/** Everything the shop holds on a player (the privacy page's right of access), one JSON file. */
export const PlayerExport = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  characters: Rows,
  ledger: Rows,
  purchases: Rows,
  payments: Rows,
  tebexTransactions: Rows,
  subscriptions: Rows,
  rankPeriods: Rows,
  deliveries: Rows,
  contactMessages: Rows,
});
export type PlayerExport = z.infer<typeof PlayerExport>;
export const EraseBody = z.object({ reason: PointsBody.shape.reason });
/** The placeholder name an erased account keeps. */
export const erasedName = (id: number | string) => `effacé-${id}`;

const admin = 'admin' as const;
export const manageEndpoints = {
  players: endpoint({ method: 'GET', path: '/api/manage/players', summary: 'Players by username, license or Discord id', auth: admin, query: PlayersQuery, answer: PlayersAnswer }),
  player: endpoint({ method: 'GET', path: '/api/manage/players/{id}', summary: 'A player: account, ledger, subscriptions, purchases, deliveries, characters', auth: admin, params: PlayerParams, answer: PlayerAnswer }),
  adjustPoints: endpoint({ method: 'POST', path: '/api/manage/players/{id}/points', summary: 'Adjust H-Points with a reason (a ledger entry of kind admin)', auth: admin, params: PlayerParams, body: PointsBody, answer: PointsAnswer }),
  refundPurchase: endpoint({ method: 'POST', path: '/api/manage/purchases/{orderId}/refund', summary: 'Refund a points purchase: points back, pending deliveries cancelled, granted ones revoked; once', auth: admin, params: OrderParams, body: RefundBody, answer: PointsAnswer }),
  products: endpoint({ method: 'GET', path: '/api/manage/products', summary: 'Every product, hidden ones included', auth: admin, answer: ProductsAnswer }),
  putProduct: endpoint({ method: 'PUT', path: '/api/manage/products/{itemId}', summary: 'Create or replace a product (its itemId the path’s); 400 names the bad field', auth: admin, params: ProductParams, body: ManagedProduct, answer: ManagedProduct }),
  highlights: endpoint({ method: 'GET', path: '/api/manage/highlights', summary: 'The best sellers and home suggestions an admin fixed (empty: computed)', auth: admin, answer: Highlights }),
  putHighlights: endpoint({ method: 'PUT', path: '/api/manage/highlights', summary: 'Fix the best sellers and home suggestions', auth: admin, body: Highlights, answer: Highlights }),
  uploadImage: endpoint({ method: 'POST', path: '/api/manage/images', summary: 'Upload a product image (PNG, JPEG or WebP, 2 MB at most; the raw bytes with their Content-Type)', auth: admin, answer: ImageAnswer }),
  deliveries: endpoint({ method: 'GET', path: '/api/manage/deliveries', summary: 'Deliveries pending, stuck (claimed 3 times or more, never acknowledged) or all', auth: admin, query: DeliveriesQuery, answer: DeliveriesAnswer }),
  retryDelivery: endpoint({ method: 'POST', path: '/api/manage/deliveries/{id}/retry', summary: 'Hand a delivery out again at the next claim', auth: admin, params: DeliveryParams, answer: OkAnswer }),
  cancelDelivery: endpoint({ method: 'POST', path: '/api/manage/deliveries/{id}/cancel', summary: 'Cancel a delivery not acknowledged', auth: admin, params: DeliveryParams, answer: OkAnswer }),
  messages: endpoint({ method: 'GET', path: '/api/manage/messages', summary: 'Contact messages, newest first', auth: admin, answer: MessagesAnswer }),
  handleMessage: endpoint({ method: 'POST', path: '/api/manage/messages/{id}/handled', summary: 'Mark a contact message handled', auth: admin, params: MessageParams, answer: OkAnswer }),
  settings: endpoint({ method: 'GET', path: '/api/manage/settings', summary: 'The shop’s settings: its name, currency, languages, accent colour, logo, legal texts, game servers, category labels, ranks and monthly goal', auth: admin, answer: Settings }),
  putSettings: endpoint({ method: 'PUT', path: '/api/manage/settings', summary: 'Change the settings sent (each field replaced whole): the whole settings after; 400 names the bad field', auth: admin, body: SettingsPatch, answer: Settings, issueText: settingsIssue }),
  exportPlayer: endpoint({ method: 'GET', path: '/api/manage/players/{id}/export', summary: 'Everything held on a player (account, characters, ledger, purchases, payments, deliveries, contact messages) as one JSON file; audited', auth: admin, params: PlayerParams, answer: PlayerExport }),
  erasePlayer: endpoint({ method: 'POST', path: '/api/manage/players/{id}/erase', summary: 'Erase a player: no more login, username replaced by a placeholder, license, Discord id, email and characters gone, sessions ended; ledger, purchases and payments kept anonymized; audited', auth: admin, params: PlayerParams, body: EraseBody, answer: OkAnswer }),
  audit: endpoint({ method: 'GET', path: '/api/manage/audit', summary: 'The audit log, newest first', auth: admin, query: AuditQuery, answer: AuditAnswer }),
  ...figuresEndpoints,
  ...paymentsEndpoints,
  ...salesEndpoints,
} as const;
