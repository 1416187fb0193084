import { expect, test, type Page } from '@playwright/test';

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Connexion', exact: true }).first().click();
  return page.getByRole('dialog', { name: 'Connexion' });
}

async function passwordLogin(page: Page, username = 'demo', password = 'demo1234') {
  const panel = await openLogin(page);
  await panel.getByLabel("Nom d'utilisateur").fill(username);
  await panel.getByLabel('Mot de passe').fill(password);
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(panel).toBeHidden();
}

const userMenu = (page: Page, username = 'demo') => page.getByRole('button', { name: `Menu de ${username}` }).first();

test('password login, then logout', async ({ page }) => {
  await page.goto('/');
  await passwordLogin(page);
  await expect(userMenu(page)).toBeVisible();
  await userMenu(page).click();
  // The spec's entries, and the other language the demo shop offers (its settings), by its own name.
  await expect(page.getByRole('menuitem')).toHaveText(['demo', 'Sélection de personnage', 'Historique des transactions', 'English', 'Déconnexion']);
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Connexion', exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connexion', exact: true }).first()).toBeVisible();
});

test('a wrong password shows the server text, the panel stays; the guide opens and closes', async ({ page }) => {
  await page.goto('/');
  const panel = await openLogin(page);
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(panel.getByText('Requis')).toHaveCount(2);
  await panel.getByLabel("Nom d'utilisateur").fill('lucas_rp');
  await panel.getByLabel('Mot de passe').fill('mauvais-mot');
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(/Nom d'utilisateur ou mot de passe incorrect/);
  await panel.getByRole('button', { name: 'Connexion à partir du jeu' }).click();
  const guide = page.getByRole('dialog', { name: 'Connexion à partir du jeu' });
  await expect(guide).toContainText('F2');
  await expect(guide.getByText('« Se connecter sur la nouvelle boutique »')).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Revenir au formulaire' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Retour' }).click();
  await expect(panel).toBeHidden();
});

test('game-token login goes to customRedirect', async ({ page, request }) => {
  const { token } = await (await request.post('/sandbox/gameToken', { data: { username: 'demo' } })).json();
  await page.goto(`/loginGame?token=${token}&serverId=hurricane&customRedirect=/contact`);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(userMenu(page)).toBeVisible();
  // A used token: home, with the login dialog and the server's text.
  await page.goto(`/loginGame?token=${token}&serverId=hurricane&customRedirect=nil`);
  await expect(page).toHaveURL(/\/$/);
});

test('a used game token opens the login dialog with the error', async ({ page }) => {
  await page.goto('/loginGame?token=inconnu&serverId=hurricane_fa&customRedirect=nil');
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await expect(panel.getByRole('alert')).toBeVisible();
});

test('forum login through the sandbox returns to the remembered page', async ({ page }) => {
  await page.goto('/contact');
  const panel = await openLogin(page);
  await panel.getByRole('button', { name: 'Se connecter avec Cfx.re' }).click();
  await expect(page).toHaveURL(/\/sandbox\/forum\/user-api-key\/new\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('scopes')).toBe('session_info,read,write');
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(userMenu(page)).toBeVisible();
});

test('Discord link through the sandbox, and a refusal', async ({ page }) => {
  await page.goto('/abonnements');
  await passwordLogin(page, 'lucas_rp', 'lucas1234');
  await userMenu(page, 'lucas_rp').click();
  await page.getByRole('menuitem', { name: 'Lier mon compte Discord' }).click();
  await expect(page).toHaveURL(/\/sandbox\/discord\/authorize\?/);
  await page.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByText('Echec de la connexion avec Discord')).toBeVisible();
  await expect(page.getByText('access_denied')).toBeVisible();
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/abonnements');
  await userMenu(page, 'lucas_rp').click();
  await page.getByRole('menuitem', { name: 'Lier mon compte Discord' }).click();
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await expect(page).toHaveURL(/\/abonnements$/);
  await userMenu(page, 'lucas_rp').click();
  await expect(page.getByRole('menuitem', { name: 'Historique des transactions' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Lier mon compte Discord' })).toHaveCount(0);
});

test('choosing a server and a character', async ({ page }) => {
  await page.goto('/');
  await passwordLogin(page);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sélection de personnage' }).click();
  const modal = page.getByRole('dialog', { name: 'Sélection de personnage' });
  await expect(modal.getByText('Selection du serveur')).toBeVisible();
  await expect(modal.getByText('Aucun personnage sélectionné')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Hurricane', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await modal.getByRole('button', { name: 'Camille Moreau' }).click();
  await expect(modal.getByText('Sandy Shores')).toBeVisible();
  await expect(modal.getByText('03/09/1995')).toBeVisible();
  await expect(modal.getByText('168 cm')).toBeVisible();
  await modal.getByRole('button', { name: 'Hurricane WL' }).click();
  await expect(modal.getByRole('button', { name: 'Antoine Lefèvre' })).toBeVisible();
  await expect(modal.getByText('Aucun personnage sélectionné')).toBeVisible();
  await modal.getByRole('button', { name: 'Antoine Lefèvre' }).click();
  await expect(modal.getByText('Paleto Bay')).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(modal).toBeHidden();
  await page.reload();
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sélection de personnage' }).click();
  await expect(page.getByRole('dialog').getByText('Paleto Bay')).toBeVisible();
});

test('transaction history of an account without purchases', async ({ page }) => {
  await page.goto('/');
  await passwordLogin(page, 'lucas_rp', 'lucas1234');
  await userMenu(page, 'lucas_rp').click();
  await page.getByRole('menuitem', { name: 'Historique des transactions' }).click();
  await expect(page.getByRole('dialog', { name: 'Historique des transactions' }).getByText('Aucune transaction')).toBeVisible();
});

test('sending a contact message, then the countdown survives a reload', async ({ page }) => {
  await page.goto('/contact');
  // A person clicks the field first: the server's first paint is inert until the
  // shop has started, and typing into it would be lost.
  await page.getByPlaceholder("Nom d'utilisateur").click();
  await page.getByPlaceholder("Nom d'utilisateur").fill('demo');
  await page.getByPlaceholder('Adresse email').fill('pas-un-email');
  await page.getByPlaceholder('Objet').fill('Bug');
  await expect(page.getByText('Adresse email invalide')).toBeVisible();
  await expect(page.getByText('6 caractères minimum')).toBeVisible();
  await page.getByPlaceholder('Adresse email').fill('demo@example.com');
  await page.getByPlaceholder('Objet').fill('Question sur un achat');
  await page.getByPlaceholder('Votre message ...').fill('Bonjour, je n’ai pas reçu mon véhicule hier soir.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /.+/ }).first()).toBeVisible();
  const button = page.locator('form button[type="submit"]');
  await expect(button).toHaveText(/^0[45]:\d\d$/);
  await expect(button).toBeDisabled();
  await page.reload();
  await expect(page.locator('form button[type="submit"]')).toHaveText(/^0[45]:\d\d$/);
});

test('a browser with a session but no stored account lands on the daily shop logged in, without a detour home', async ({ page }) => {
  await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234', remember: true } });
  await page.goto('/daily-shop');
  await expect(page.getByRole('heading', { name: 'Boutique du jour', level: 1 })).toBeVisible();
  await expect(userMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/daily-shop$/);
});
