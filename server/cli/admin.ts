// `npm run admin -- grant|revoke <username>`: makes an account an admin, or a player again
// (with the server stopped for the embedded database, or on DATABASE_URL at any time).
import { setGroup } from '../db/accounts';
import { databaseFromEnv } from '../db/database';
import { migrate } from '../db/migrations';

const [command, username] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !username) {
  console.error('Usage : npm run admin -- grant|revoke <pseudo>');
  process.exit(2);
}
const db = await databaseFromEnv(process.env, process.cwd());
try {
  await migrate(db);
  const done = await setGroup(db, username, command === 'grant' ? 'admin' : 'user');
  if (!done) {
    console.error(`Aucun compte « ${username} ».`);
    process.exitCode = 1;
  } else {
    console.log(command === 'grant' ? `« ${username} » est admin.` : `« ${username} » n’est plus admin.`);
  }
} finally {
  await db.close();
}
