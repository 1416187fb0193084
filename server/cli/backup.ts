// `npm run backup [file]` and `npm run restore <file>`: the embedded database's data
// directory (DATA_DIR, default .data) as one .tar.gz; with the server stopped. For
// PostgreSQL (DATABASE_URL) use pg_dump and pg_restore (README).
import { join } from 'node:path';
import { backupPglite, restorePglite } from '../db/pglite-backup';

const [command, file] = process.argv.slice(2);
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL est défini : sauvegardez PostgreSQL avec pg_dump (voir le README).');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR ?? join(process.cwd(), '.data');
if (command === 'backup') {
  const target = file ?? `hurricane-shop-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`;
  const bytes = await backupPglite(dataDir, target);
  console.log(`Sauvegarde de ${dataDir} écrite dans ${target} (${Math.round(bytes / 1024)} Ko).`);
} else if (command === 'restore' && file) {
  const aside = await restorePglite(file, dataDir);
  console.log(`${file} restauré dans ${dataDir}.${aside ? ` L’ancienne base est gardée dans ${aside}.` : ''}`);
} else {
  console.error('Usage : npm run backup [fichier.tar.gz] | npm run restore <fichier.tar.gz>');
  process.exit(2);
}
