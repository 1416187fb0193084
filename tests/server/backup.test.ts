// `npm run backup` / `npm run restore` of the embedded database: what was there is there
// again, and the directory a restore replaces is kept aside.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { changeBalance } from '../../server/db/ledger';
import { backupPglite, restorePglite } from '../../server/db/pglite-backup';
import { prepareDatabase } from '../../server/db/prepare-database';

it('a backup restored brings back every account and balance; the replaced directory is kept aside', { timeout: 120_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hs-backup-'));
  const dataDir = join(dir, 'data');
  try {
    const db = await openDatabase({ dataDir });
    await prepareDatabase(db, { demo: true });
    await changeBalance(db, { accountId: 1, delta: 321, kind: 'tebex', ref: 'tbx-before-backup', note: null, at: new Date() });
    const balances = async (d: typeof db) => d.query('SELECT username, shop_tokens FROM accounts ORDER BY id');
    const before = await balances(db);
    await db.close();

    const file = join(dir, 'backup.tar.gz');
    expect(await backupPglite(dataDir, file)).toBeGreaterThan(1000);

    const changed = await openDatabase({ dataDir });
    await changeBalance(changed, { accountId: 1, delta: -1000, kind: 'admin', ref: 'after-backup', note: 'après', at: new Date() });
    await changed.close();

    const aside = await restorePglite(file, dataDir);
    expect(aside && existsSync(aside)).toBe(true);
    const restored = await openDatabase({ dataDir });
    expect(await balances(restored)).toEqual(before);
    await restored.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
