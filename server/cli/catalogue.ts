// `npm run catalogue -- export [file]` and `-- import <file>` (docs/admin.md): the
// catalogue as one JSON file; an import is checked whole and applied in one transaction,
// or not at all (with the server stopped for the embedded database, or on DATABASE_URL).
import { readFile, writeFile } from 'node:fs/promises';
import { databaseFromEnv } from '../db/database';
import { migrate } from '../db/migrations';
import { exportCatalogue, importCatalogue, parseCatalogue } from '../services/catalogue-file';

const [command, file] = process.argv.slice(2);
if (!(command === 'export' || (command === 'import' && file))) {
  console.error('Usage : npm run catalogue -- export [fichier.json] | import <fichier.json>');
  process.exit(2);
}

let json: unknown;
if (command === 'import') {
  try {
    json = JSON.parse(await readFile(file!, 'utf8'));
  } catch (error) {
    console.error(`Lecture de ${file} impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const db = await databaseFromEnv(process.env, process.cwd());
try {
  await migrate(db);
  if (command === 'export') {
    const text = JSON.stringify(await exportCatalogue(db), null, 2) + '\n';
    if (file) {
      await writeFile(file, text);
      console.log(`Catalogue exporté dans ${file}.`);
    } else {
      process.stdout.write(text);
    }
  } else {
    const parsed = parseCatalogue(json);
    if (!parsed.ok) {
      console.error(`${file} refusé, rien n’a changé :`);
      for (const error of parsed.errors) console.error(`- ${error}`);
      process.exitCode = 1;
    } else {
      const { products } = await importCatalogue(db, parsed.catalogue, { id: null, username: 'npm run catalogue' }, new Date());
      console.log(`Catalogue importé : ${products} produits.`);
    }
  }
} catch (error) {
  console.error(`Import refusé, rien n’a changé : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
