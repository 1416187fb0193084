// What the web specs do as a player: log in, read the balance the server holds,
// find a product card, choose a character in a purchase dialog.
import { expect, type Locator, type Page } from '@playwright/test';

export async function logIn(page: Page, username = 'demo', password = 'demo1234') {
  const login = await page.request.post('/api/login', { data: { username, password, remember: true } });
  expect(login.ok()).toBe(true);
}

/** The balance the server holds for the page's session (page.request is not routed). */
export const balance = async (page: Page) => ((await (await page.request.get('/api/whoAmI')).json()) as { shopTokens: number }).shopTokens;

/** An amount as the shop writes it: "12’500 H-Points". */
export const tokens = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '’')} H-Points`;

export const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByText(name, { exact: true }) });

/** Through the strip at the top of the purchase dialog, as a player does. */
export async function chooseCharacter(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: "Vous n'avez pas encore sélectionné de personnage" }).click();
  const modal = page.getByRole('dialog', { name: 'Sélection de personnage' });
  await modal.getByRole('button', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(dialog.getByRole('button', { name: `Personnage : ${name}` })).toBeVisible();
}

export const DEV_SERVER_SECRET = 'dev-server-secret';

/** A player never seen before, from the game (a fresh account: 0 H-Points, no Discord). */
export async function newPlayer(page: Page, name: string) {
  const license = `license:e2e-${name}-${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const minted = await page.request.post('/api/admin/gameToken', {
    headers: { 'X-Server-Secret': DEV_SERVER_SECRET, gameServer: 'hurricane_fa' },
    data: { license, name },
  });
  expect(minted.ok()).toBe(true);
  const { token } = (await minted.json()) as { token: string };
  expect((await page.request.post(`/api/loginGame?token=${token}`)).ok()).toBe(true);
}

/** As an admin does: a console page (the players' search by default), "Se connecter" in the refusal, the login panel. */
export async function adminLogsIn(page: Page, path = '/admin/joueurs') {
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('La console est réservée aux administrateurs. Connectez-vous avec un compte administrateur.');
  // The server's first paint is inert until the shop has hydrated it.
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await panel.getByLabel("Nom d'utilisateur").fill('admin');
  await panel.getByLabel('Mot de passe').fill('admin1234');
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Console d’administration' })).toBeVisible();
}
