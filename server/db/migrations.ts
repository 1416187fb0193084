import type { Database, Queryable } from './queryable';

// Append only: a deployed database has run the earlier entries already.
// Counts and sums are cast to int in queries, so both drivers answer JS numbers.
const MIGRATIONS: string[] = [
  `
  CREATE TABLE accounts (
    id serial PRIMARY KEY,
    username text NOT NULL,
    password_hash text,
    avatar_url text,
    rank text,
    grp text,
    shop_tokens int NOT NULL DEFAULT 0 CHECK (shop_tokens >= 0),
    discord_id text UNIQUE,
    forum_user_id int UNIQUE,
    license text UNIQUE,
    created_at timestamptz NOT NULL
  );
  CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username));

  CREATE TABLE sessions (
    token_hash text PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  );

  CREATE TABLE characters (
    id serial PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    server text NOT NULL,
    firstname text NOT NULL,
    lastname text NOT NULL,
    dob text NOT NULL,
    pob text NOT NULL,
    height int NOT NULL
  );

  CREATE TABLE products (
    item_id text PRIMARY KEY,
    label text NOT NULL,
    name text NOT NULL,
    category text NOT NULL,
    price double precision NOT NULL,
    money_type text NOT NULL,
    description text NOT NULL,
    images jsonb NOT NULL,
    idx int NOT NULL,
    theme text,
    stocks int CHECK (stocks >= 0),
    is_daily_shop_only boolean NOT NULL DEFAULT false,
    daily_shop_discount int,
    character_limit int,
    tebex_package_id int UNIQUE,
    -- what a paid hosted-store package grants: H-Points or a rank
    grants_tokens int,
    grants_rank text
  );

  CREATE TABLE purchases (
    id serial PRIMARY KEY,
    order_id text NOT NULL,
    account_id int NOT NULL REFERENCES accounts(id),
    character_id int NOT NULL REFERENCES characters(id),
    item_id text NOT NULL REFERENCES products(item_id),
    quantity int NOT NULL,
    unit_price int NOT NULL,
    from_daily_shop boolean NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE INDEX purchases_character_item ON purchases (character_id, item_id);
  CREATE INDEX purchases_account ON purchases (account_id);

  CREATE TABLE tebex_transactions (
    id text PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id),
    package_id int NOT NULL,
    package_name text NOT NULL,
    quantity int NOT NULL,
    gift_target text,
    created_at timestamptz NOT NULL
  );

  CREATE TABLE idempotency_keys (
    account_id int NOT NULL REFERENCES accounts(id),
    key text NOT NULL,
    status int,
    body jsonb,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (account_id, key)
  );

  CREATE TABLE game_tokens (
    token_hash text PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  );

  CREATE TABLE oauth_states (
    state text PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  );

  CREATE TABLE used_forum_nonces (
    nonce text PRIMARY KEY,
    used_at timestamptz NOT NULL
  );

  CREATE TABLE contact_messages (
    id serial PRIMARY KEY,
    account_id int REFERENCES accounts(id),
    ip text NOT NULL,
    username text NOT NULL,
    email text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL
  );

  CREATE TABLE login_failures (
    subject text NOT NULL,
    failed_at timestamptz NOT NULL
  );
  CREATE INDEX login_failures_subject ON login_failures (subject, failed_at);

  CREATE TABLE exchange_rates (
    code text PRIMARY KEY,
    rate double precision NOT NULL
  );

  CREATE TABLE creators (
    code text PRIMARY KEY,
    name text NOT NULL
  );

  CREATE TABLE settings (
    key text PRIMARY KEY,
    value text NOT NULL
  );
  `,
  // login_failures holds attempts too: a try is reserved (pending) before its password
  // is checked, so parallel tries count at once; the id orders them.
  `
  ALTER TABLE login_failures ADD COLUMN id bigserial PRIMARY KEY;
  ALTER TABLE login_failures ADD COLUMN pending boolean NOT NULL DEFAULT false;
  `,
  // A key replays only the request it was first used with (same server, character and lines).
  `
  ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
  `,
  // Purchases to grant in the game (docs/deliveries.md). The account, not its license:
  // the license is read when the game claims, so an account bound later still gets them.
  // source_ref (the order or Tebex payment, and the line) makes a second insert a no-op.
  `
  CREATE TABLE deliveries (
    id bigserial PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id),
    server text NOT NULL,
    character_id int REFERENCES characters(id),
    item_id text NOT NULL,
    category text NOT NULL,
    amount int NOT NULL CHECK (amount > 0),
    origin text NOT NULL CHECK (origin IN ('points', 'tebex')),
    source_ref text NOT NULL,
    created_at timestamptz NOT NULL,
    leased_until timestamptz,
    claims int NOT NULL DEFAULT 0,
    acked_at timestamptz,
    UNIQUE (origin, source_ref)
  );
  CREATE INDEX deliveries_pending ON deliveries (server, account_id, id) WHERE acked_at IS NULL;
  `,
  // Tebex payment webhooks, once per transaction id (a replay credits nothing more); the
  // history's lines name their payment and who was credited (the buyer, or a gift's
  // recipient). The sandbox's Tebex baskets live here too, so they survive a restart.
  `
  CREATE TABLE tebex_payments (
    transaction_id text PRIMARY KEY,
    webhook_id text NOT NULL,
    account_id int REFERENCES accounts(id),
    status text NOT NULL CHECK (status IN ('credited', 'ignored')),
    reason text,
    body jsonb NOT NULL,
    received_at timestamptz NOT NULL
  );
  ALTER TABLE tebex_transactions ADD COLUMN transaction_id text REFERENCES tebex_payments(transaction_id);
  ALTER TABLE tebex_transactions ADD COLUMN recipient_id int REFERENCES accounts(id);
  CREATE INDEX tebex_transactions_account ON tebex_transactions (account_id, created_at);
  CREATE TABLE sandbox_tebex_baskets (
    id serial PRIMARY KEY,
    ident text NOT NULL UNIQUE,
    basket jsonb NOT NULL,
    created_at timestamptz NOT NULL
  );
  `,
  // Players from the game: their characters as the game's framework sends them (game_id,
  // the framework's id; a character the game no longer sends is kept for the purchases and
  // deliveries naming it, inactive), and one game token per license per 5 s.
  `
  ALTER TABLE characters ADD COLUMN game_id text;
  ALTER TABLE characters ADD COLUMN active boolean NOT NULL DEFAULT true;
  CREATE UNIQUE INDEX characters_game_id ON characters (account_id, server, game_id);
  CREATE TABLE game_token_requests (
    license text PRIMARY KEY,
    last_at timestamptz NOT NULL
  );
  `,
  // The H-Points ledger (db/ledger.ts): every balance change is one entry and the balance
  // is their sum, so a balance that existed before opens the account's ledger; it may go
  // below zero now (a reversal of H-Points already spent).
  `
  CREATE TABLE ledger_entries (
    id bigserial PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id),
    at timestamptz NOT NULL,
    delta int NOT NULL CHECK (delta <> 0),
    balance_after int NOT NULL,
    kind text NOT NULL CHECK (kind IN ('opening', 'purchase', 'tebex', 'monthly', 'reversal', 'admin')),
    ref text,
    note text
  );
  CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
  CREATE INDEX ledger_entries_ref ON ledger_entries (ref);
  INSERT INTO ledger_entries (account_id, at, delta, balance_after, kind, note)
    SELECT id, now(), shop_tokens, shop_tokens, 'opening', 'Solde avant le registre' FROM accounts WHERE shop_tokens <> 0;
  ALTER TABLE accounts DROP CONSTRAINT accounts_shop_tokens_check;
  `,
  // Ranks as subscriptions (docs/tebex.md). A rank package says its monthly H-Points and its
  // order; a subscription is a Tebex recurring payment (or `once:<transaction>`, a rank paid
  // once); each paid period is one transaction, and the account's rank is the highest one
  // of a period still running. A delivery may take back what a grant gave (`revoke`) and be
  // cancelled before it is claimed; each webhook is applied once (tebex_webhooks), each
  // payment reversed once (tebex_payments.reversal).
  `
  ALTER TABLE products ADD COLUMN monthly_tokens int;
  ALTER TABLE products ADD COLUMN rank_order int;
  UPDATE products SET monthly_tokens = v.tokens, rank_order = v.ord
    FROM (VALUES ('VIP Silver', 800, 1), ('Gold', 1200, 2), ('Diamond', 1600, 3), ('Émeraude', 2400, 4), ('Rubis', 3500, 5))
      AS v(rank, tokens, ord)
    WHERE products.grants_rank = v.rank;
  CREATE TABLE subscriptions (
    reference text PRIMARY KEY,
    account_id int NOT NULL REFERENCES accounts(id),
    rank text NOT NULL,
    server text NOT NULL,
    status text NOT NULL CHECK (status IN ('active', 'ending', 'ended')),
    until timestamptz NOT NULL,
    -- false while \`until\` is the 31-day estimate (no next_payment_at received yet)
    until_known boolean NOT NULL,
    updated_at timestamptz NOT NULL
  );
  CREATE INDEX subscriptions_account ON subscriptions (account_id);
  CREATE TABLE rank_periods (
    transaction_id text PRIMARY KEY,
    reference text NOT NULL REFERENCES subscriptions(reference),
    account_id int NOT NULL REFERENCES accounts(id),
    rank text NOT NULL,
    paid_at timestamptz NOT NULL,
    until timestamptz NOT NULL,
    reversed_at timestamptz,
    expired boolean NOT NULL DEFAULT false
  );
  CREATE INDEX rank_periods_account ON rank_periods (account_id);
  CREATE INDEX rank_periods_running ON rank_periods (until) WHERE NOT expired AND reversed_at IS NULL;
  -- A rank set before subscriptions existed holds 31 days more, as a rank paid once.
  INSERT INTO subscriptions (reference, account_id, rank, server, status, until, until_known, updated_at)
    SELECT 'legacy:' || id, id, rank, 'hurricane', 'ending', now() + interval '31 days', true, now() FROM accounts WHERE rank IS NOT NULL;
  INSERT INTO rank_periods (transaction_id, reference, account_id, rank, paid_at, until)
    SELECT 'legacy:' || id, 'legacy:' || id, id, rank, now(), now() + interval '31 days' FROM accounts WHERE rank IS NOT NULL;
  CREATE TABLE tebex_webhooks (
    id text PRIMARY KEY,
    type text NOT NULL,
    result text NOT NULL,
    received_at timestamptz NOT NULL
  );
  ALTER TABLE tebex_payments ADD COLUMN reversal text CHECK (reversal IN ('refunded', 'disputed', 'won'));
  ALTER TABLE deliveries ADD COLUMN action text NOT NULL DEFAULT 'grant' CHECK (action IN ('grant', 'revoke'));
  ALTER TABLE deliveries ADD COLUMN cancelled_at timestamptz;
  ALTER TABLE deliveries DROP CONSTRAINT deliveries_origin_check;
  ALTER TABLE deliveries ADD CONSTRAINT deliveries_origin_check CHECK (origin IN ('points', 'tebex', 'admin'));
  DROP INDEX deliveries_pending;
  CREATE INDEX deliveries_pending ON deliveries (server, account_id, id) WHERE acked_at IS NULL AND cancelled_at IS NULL;
  `,
  // The sandbox's own memory of what "Tebex" charged (server/sandbox), so its page can renew,
  // cancel, end, refund and charge back each payment after a restart. Never read by the shop.
  `
  CREATE TABLE sandbox_tebex_payments (
    transaction_id text PRIMARY KEY,
    basket_ident text,
    reference text,
    subject jsonb NOT NULL,
    state text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE sandbox_tebex_subscriptions (
    reference text PRIMARY KEY,
    subject jsonb NOT NULL,
    created_at timestamptz NOT NULL
  );
  `,
  // Running the shop (docs/admin.md): hidden products, refunded orders, handled contact
  // messages, images uploaded by admins, the audit log of every admin write, and the queue
  // of money events posted to the Discord log (and written to stdout) once committed.
  `
  ALTER TABLE products ADD COLUMN hidden boolean NOT NULL DEFAULT false;
  ALTER TABLE purchases ADD COLUMN refunded_at timestamptz;
  ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
  CREATE INDEX purchases_order ON purchases (order_id);
  CREATE TABLE uploaded_images (
    id text PRIMARY KEY,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    admin_id int REFERENCES accounts(id),
    action text NOT NULL,
    target text NOT NULL,
    before jsonb,
    after jsonb
  );
  CREATE TABLE log_events (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    logged_at timestamptz,
    sent_at timestamptz,
    attempts int NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    last_error text
  );
  CREATE INDEX log_events_due ON log_events (next_attempt_at) WHERE sent_at IS NULL;
  `,
  // Tebex webstore payments made outside the shop's baskets (docs/tebex.md): the player's
  // Cfx.re identifier the game sends (`fivem:<id>`, one account each), which a payment's
  // customer names, and the game server the player last came from (where such a payment's
  // deliveries go); each try of the in-game `/tebex` claim, throttled per license.
  `
  ALTER TABLE accounts ADD COLUMN fivem_id text;
  ALTER TABLE accounts ADD COLUMN last_game_server text;
  CREATE UNIQUE INDEX accounts_fivem_id ON accounts (fivem_id) WHERE fivem_id IS NOT NULL;
  CREATE TABLE tebex_claim_tries (
    id bigserial PRIMARY KEY,
    license text NOT NULL,
    at timestamptz NOT NULL
  );
  CREATE INDEX tebex_claim_tries_license ON tebex_claim_tries (license, at);
  `,
  // Admins' security and players' data (docs/admin.md): an admin's TOTP app (its secret,
  // pending until a first code confirms it, and the last time step accepted, so a code is
  // never taken twice), their recovery codes (hashed, each used once), whether a session
  // gave its second factor, and when an account was erased (its personal fields are gone).
  `
  CREATE TABLE admin_totp (
    account_id int PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    secret text NOT NULL,
    confirmed_at timestamptz,
    last_step bigint,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE admin_recovery_codes (
    account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz,
    PRIMARY KEY (account_id, code_hash)
  );
  ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz;
  ALTER TABLE accounts ADD COLUMN erased_at timestamptz;
  `,
  // The figures (services/figures.ts) count a refund or a chargeback on the day it came:
  // when a payment was reversed (cleared when the seller wins the dispute). Reversals
  // recorded before know their ledger entry's date, else the payment's.
  `
  ALTER TABLE tebex_payments ADD COLUMN reversed_at timestamptz;
  UPDATE tebex_payments p SET reversed_at = coalesce(
    (SELECT min(l.at) FROM ledger_entries l WHERE l.ref = p.transaction_id AND l.kind = 'reversal'), p.received_at)
    WHERE p.reversal IN ('refunded', 'disputed');
  CREATE INDEX tebex_payments_received ON tebex_payments (received_at);
  `,
  // Sales (services/sales.ts): a percent off products and/or categories between two
  // instants; the catalogue reads the running ones on every version check.
  `
  CREATE TABLE sales (
    id text PRIMARY KEY,
    name text NOT NULL,
    percent int NOT NULL CHECK (percent BETWEEN 5 AND 90),
    item_ids jsonb NOT NULL,
    categories jsonb NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL CHECK (ends_at > starts_at)
  );
  CREATE INDEX sales_ends_at ON sales (ends_at);
  `,
  // A product's words in other languages than the default (CONTRACT "The shop's identity").
  `
  ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
  `,
  // Uploaded images as players receive them (services/webp-variants.ts): WebP at the widths
  // where they show, made once when the image is stored (or first asked for, for an image
  // stored before), kept by the stored image's name without its extension.
  `
  CREATE TABLE uploaded_image_variants (
    image text NOT NULL,
    width int NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (image, width)
  );
  `,
];

/** Key of the advisory lock that serializes starts (migrations, then the demo data). */
const START_LOCK = 0x48534d31; // "HSM1"

export async function migrate(db: Database): Promise<void> {
  await db.transaction((tx) => migrateIn(tx));
}

/**
 * Applies the missing migrations in the caller's transaction, under a transaction-scoped
 * advisory lock: instances starting together on one PostgreSQL take turns, and each
 * one after the first finds everything applied. Nothing is half-applied: the whole start
 * commits or rolls back.
 */
export async function migrateIn(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
  await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY)');
  const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.map((row) => row.version));
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (applied.has(version)) continue;
    for (const statement of splitStatements(sql)) await tx.query(statement);
    await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
  }
}

/** Every migration of this code is applied (the readiness check). */
export async function migrationsApplied(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return (row?.version ?? 0) >= MIGRATIONS.length;
}

/** Statements one by one, so a migration and its version row commit together. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/--.*$/gm, '').trim())
    .filter(Boolean);
}
