// `npm run admin -- grant|revoke <username>`: makes an account an admin, or a player again;
// `npm run admin -- create <username>`: a new admin account with a password (asked without
// echo, or read from standard input for scripts); `npm run admin -- reset-2fa <username>`:
// removes an admin's second factor (a lost app and recovery codes). With the server stopped
// for the embedded database, or on DATABASE_URL at any time.
import { findByUsername, setGroup } from '../db/accounts';
import { deleteSecondFactor } from '../db/admin-second-factor';
import { databaseFromEnv } from '../db/database';
import { migrate } from '../db/migrations';
import { adminPasswordProblem, createAdmin } from '../services/admin-password';
import { readPassword } from './read-password';

const COMMANDS = ['grant', 'revoke', 'create', 'reset-2fa'];
const [command, username] = process.argv.slice(2);
if (!command || !COMMANDS.includes(command) || !username) {
  console.error('Usage : npm run admin -- grant|revoke|create|reset-2fa <pseudo>');
  process.exit(2);
}

// The password first: a refused one opens no database.
const password = command === 'create' ? await readPassword() : '';
if (password === null) {
  console.error('Les deux mots de passe diffèrent : rien n’est créé.');
  process.exit(1);
}
const problem = command === 'create' ? adminPasswordProblem(password) : null;
if (problem) {
  console.error(`${problem} Rien n’est créé.`);
  process.exit(1);
}

const db = await databaseFromEnv(process.env, process.cwd());
try {
  await migrate(db);
  if (command === 'create') {
    await createAdmin(db, username, password, new Date());
    console.log(`Compte admin « ${username} » créé : il se connecte à la boutique avec ce mot de passe, puis ouvre /admin.`);
  } else if (command === 'reset-2fa') {
    const account = await findByUsername(db, username);
    if (!account) {
      console.error(`Aucun compte « ${username} ».`);
      process.exitCode = 1;
    } else {
      await deleteSecondFactor(db, account.id);
      console.log(`Double authentification de « ${account.username} » retirée : il peut en activer une nouvelle dans la console.`);
    }
  } else {
    const done = await setGroup(db, username, command === 'grant' ? 'admin' : 'user');
    if (!done) {
      console.error(`Aucun compte « ${username} ».`);
      process.exitCode = 1;
    } else {
      console.log(command === 'grant' ? `« ${username} » est admin.` : `« ${username} » n’est plus admin.`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
