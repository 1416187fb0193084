// Backups of the embedded database (PGlite): its whole data directory as one .tar.gz,
// and a restore into a fresh directory (the one it replaces is kept aside, never deleted).
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/** Writes a consistent copy of the data directory (the server must be stopped: one process at a time). */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const db = await PGlite.create({ dataDir });
  try {
    const dump = await db.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup into `dataDir`: a directory there already is renamed
 * `<dataDir>.before-restore-<time>` first. Answers where the old one went, if any.
 */
export async function restorePglite(file: string, dataDir: string, now = new Date()): Promise<string | undefined> {
  const bytes = await readFile(file);
  let aside: string | undefined;
  if (existsSync(dataDir)) {
    aside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, aside);
  }
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes]) });
  await db.query('SELECT 1');
  await db.close();
  return aside;
}
