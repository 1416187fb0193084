import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freePort } from '../../scripts/local-server';

// An admin's second factor end to end, on a shop of its own (the shared one's `admin` must
// stay without a code for the other specs): the first admin made with `npm run admin --
// create` (the password on standard input), a start with ADMIN_REQUIRE_2FA=1, the
// mandatory enrolment in the console, then logging out and in again with a code.
const USERNAME = 'chef_e2e';
const PASSWORD = 'un-long-mot-de-passe-e2e';
test.use({ viewport: { width: 1366, height: 768 } });

let dataDir: string;
let server: ChildProcess | undefined;
let base: string;

function run(args: string[], stdin: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['pipe', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end(stdin);
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), 'hs-e2e-2fa-'));
  expect(await run(['server/cli/admin.ts', 'create', USERNAME], `${PASSWORD}\n`)).toBe(0);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_REQUIRE_2FA: '1', ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 400; i++) {
    if (await fetch(`${base}/config.json`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the shop did not start');
});

test.afterAll(async () => {
  server?.kill();
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
});

/** As an admin does: /admin, "Se connecter" in the refusal, the login panel. */
async function logsIn(page: Page) {
  await page.goto(`${base}/admin`);
  await expect(page.getByRole('alert')).toHaveText('La console est réservée aux administrateurs. Connectez-vous avec un compte administrateur.');
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await panel.getByLabel("Nom d'utilisateur").fill(USERNAME);
  await panel.getByLabel('Mot de passe').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(panel).toBeHidden();
}

/** axe's serious and critical findings in the console. */
async function grave(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const code = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

test('the first admin from the command line enrols a TOTP app (mandatory), logs out, and logs in again with a code', async ({ page }) => {
  test.setTimeout(90_000);
  const nav = page.getByRole('navigation', { name: 'Console d’administration' });
  await logsIn(page);
  await expect(page.getByText('Obligatoire sur cette boutique : activez-la pour utiliser la console.')).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('img', { name: 'QR code à scanner avec l’application d’authentification' })).toBeVisible();
  const secret = (await page.locator('.adm-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await grave(page)).toEqual([]);
  await page.getByLabel('Code à 6 chiffres').fill(code(secret, Date.now()));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vos codes de secours' })).toBeVisible();
  await expect(page.locator('.adm-codes li')).toHaveCount(10);
  await page.getByRole('button', { name: 'J’ai noté ces codes' }).click();
  await expect(nav).toBeVisible();

  await page.getByRole('button', { name: `Menu de ${USERNAME}` }).first().click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await logsIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification en deux étapes' })).toBeVisible();
  await expect(nav).toBeHidden();
  expect(await grave(page)).toEqual([]);
  // The code just used is refused; the next period's is taken (one step of clock drift allowed).
  const field = page.getByLabel('Code à 6 chiffres ou code de secours');
  await field.fill(code(secret, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Code incorrect ou déjà utilisé.' })).toBeVisible();
  // By keyboard: the field, then Enter.
  await field.fill(code(secret, Date.now() + 30_000));
  await field.press('Enter');
  await expect(nav).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await nav.getByRole('link', { name: 'Sécurité' }).click();
  await expect(page.getByText('Activée. Codes de secours restants : 10.')).toBeVisible();
  expect(await grave(page)).toEqual([]);
  // On a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Mot de passe actuel')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
