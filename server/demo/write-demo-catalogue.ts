// Regenerates the committed catalogue/demo-catalogue.json, the demo data's catalogue in the
// import format, for an admin to start from: `npx tsx server/demo/write-demo-catalogue.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { exportCatalogue } from '../services/catalogue-file';

const DEMO_CATALOGUE = 'catalogue/demo-catalogue.json';

const db = await openDatabase({});
await prepareDatabase(db, { demo: true });
mkdirSync('catalogue', { recursive: true });
writeFileSync(DEMO_CATALOGUE, JSON.stringify(await exportCatalogue(db), null, 2) + '\n');
await db.close();
console.log(`Demo catalogue written to ${DEMO_CATALOGUE}`);
