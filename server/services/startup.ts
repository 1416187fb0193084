// What a start tells the host (docs/admin.md): the admins ADMIN_USERNAMES makes, and on an
// empty production database, how to add the catalogue and the first admin.
import { setGroup } from '../db/accounts';
import { listProducts } from '../db/products';
import type { Database } from '../db/queryable';

/** Makes the named accounts admins (and nobody else): the log lines saying what it did and what is missing. */
export async function startupAdvice(db: Database, adminUsernames: string | undefined): Promise<string[]> {
  const lines: string[] = [];
  for (const username of (adminUsernames ?? '').split(',').map((u) => u.trim()).filter(Boolean)) {
    lines.push((await setGroup(db, username, 'admin')) ? `Admin : ${username}.` : `ADMIN_USERNAMES : aucun compte « ${username} » (il devient admin au prochain démarrage une fois créé).`);
  }
  const [admin] = await db.query("SELECT 1 FROM accounts WHERE grp = 'admin' LIMIT 1");
  if (!(await listProducts(db)).length) {
    lines.push('Catalogue vide : importez-en un avec `npm run catalogue -- import catalogue/demo-catalogue.json` (ou votre fichier), ou créez les produits dans la console /admin.');
  }
  if (!admin) {
    lines.push('Aucun admin : créez-en un avec `npm run admin -- create <pseudo>` (mot de passe demandé ; serveur arrêté, ou avec DATABASE_URL), ou connectez-vous une fois à la boutique puis `npm run admin -- grant <pseudo>`, ou démarrez avec ADMIN_USERNAMES=<pseudo>.');
  }
  return lines;
}
