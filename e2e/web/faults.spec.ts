import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { balance, card, chooseCharacter, logIn, tokens } from './shop';

// Faults of the own API on the reference server (hardening, item 8), in the manner of
// Hydrogen's e2e fault tests: /api/shopVer, /api/whoAmI and /api/buyProducts aborted,
// answering after 20 s (the client gives up at 15 s, REQUEST_TIMEOUT_MS), answering
// 500, then the API recovering. The page keeps working (no blank page, navigation,
// no uncaught error), says what the player needs in French, recovers by itself and
// loses no basket line; a purchase whose answer was lost is debited once.
// The page's clock is installed so the 30 s and 60 s polls come at once.
// Serial: the tests read and spend the demo account's balance.
test.describe.configure({ mode: 'serial' });
// Wide enough for every entry of a player's bar (no "Plus" menu).
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOP_VER = /\/api\/shopVer(\?|$)/;
const WHO_AM_I = /\/api\/whoAmI(\?|$)/;
const BUY = /\/api\/buyProducts(\?|$)/;
/** The client's request timeout (REQUEST_TIMEOUT_MS in src/api/http.ts) is 15 s: this answer comes after it. */
const LATE_ANSWER_MS = 20_000;
const SHOP_VER_POLL_MS = 30_000;
const WHO_AM_I_POLL_MS = 60_000;

const LOST = "La réponse du serveur ne nous est pas parvenue. Votre panier est conservé : réessayez, vous ne serez débité qu'une fois.";
const GENERIC = "L'achat n'a pas pu aboutir. Réessayez dans un instant.";
const SERVER_ERROR_BODY = { error: 'Erreur interne du serveur. Réessayez plus tard.' };

type Fault = 'abort' | 'late' | '500';
const FAULTS: Fault[] = ['abort', 'late', '500'];
const faultName = { abort: 'aborted', late: 'answering after 20 s', 500: 'answering 500' } as const;

interface BrokenApi {
  /** The requests the fault caught, in order (a late one once the server has answered it). */
  requests: Request[];
  /** What the server answered to the requests that reached it (the page never heard). */
  answers: unknown[];
  /** Resolves once the fault has caught `count` requests. */
  caught(count?: number): Promise<void>;
  /** The API answers normally again; the late answers go then (the page gave up on them). */
  restore(): Promise<void>;
}

/**
 * Breaks one endpoint. `abort` fails the request (with `reachServer`, only after the
 * server handled it: the server acts, the page never hears); `late` lets the server
 * answer at once but holds the answer until `restore()`, while the test moves the
 * page's clock 20 s on (the page gives up at 15 s); `500` answers as the server does
 * on a crash.
 */
async function breakApi(page: Page, url: RegExp, fault: Fault, { reachServer = false } = {}): Promise<BrokenApi> {
  const requests: Request[] = [];
  const answers: unknown[] = [];
  const held: (() => void)[] = [];
  let restored = false;
  // A request counts as caught once the fault is done with it (a late one: once the server answered).
  const handler = async (route: Route) => {
    if (fault === '500') {
      await route.fulfill({ status: 500, json: SERVER_ERROR_BODY });
      requests.push(route.request());
      return;
    }
    if (fault === 'abort' && !reachServer) {
      await route.abort('failed');
      requests.push(route.request());
      return;
    }
    const response = await route.fetch();
    answers.push(await response.json().catch(() => undefined));
    if (fault === 'abort') {
      await route.abort('failed');
      requests.push(route.request());
      return;
    }
    requests.push(route.request());
    if (!restored) await new Promise<void>((resolve) => held.push(resolve));
    // The page gave up on the request at 15 s: this answer has nowhere to go.
    await route.fulfill({ response }).catch(() => undefined);
  };
  await page.route(url, handler);
  return {
    requests,
    answers,
    caught: (count = 1) => expect.poll(() => requests.length, { message: `${String(url)} called` }).toBeGreaterThanOrEqual(count),
    async restore() {
      restored = true;
      held.splice(0).forEach((resolve) => resolve());
      await page.unroute(url, handler);
    },
  };
}

/** Makes the page hear the fault: the failure, or the 15 s time-out when the answer is late. */
async function sufferFault(page: Page, broken: BrokenApi, fault: Fault, count = 1) {
  await broken.caught(count);
  if (fault === 'late') await page.clock.fastForward(LATE_ANSWER_MS);
}

/** Uncaught errors and console errors; the browser's own "Failed to load resource" lines are the faults themselves. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Two frames: what a failure changes on the page is rendered by then. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));


const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' }).first();
const basketButton = (page: Page, count: number) => page.getByRole('button', { name: `Panier : ${count} article${count > 1 ? 's' : ''}` }).first();
const userMenu = (page: Page) => page.getByRole('button', { name: 'Menu de demo' }).first();
const errorPage = (page: Page) => page.locator('[data-error-type="SHOP_NOT_FOUND"]');

/**
 * Opens a page as the logged-in player, once the shop knows it: the server's first
 * paint already shows the account, the shop's first render not until who-am-I answered.
 */
async function openAsPlayer(page: Page, path: string) {
  const checked = page.waitForResponse((response) => WHO_AM_I.test(response.url()) && response.ok());
  await page.goto(path);
  await checked;
  await expect(userMenu(page)).toBeVisible();
}

/** Navigation works: the bar opens another category with its products. */
async function navigates(page: Page, entry: string, heading: string, product: string) {
  await nav(page).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(card(page, product)).toBeVisible();
}


/** The page as a host that does not inline the catalogue sends it (and the server when it cannot read it): no catalogue, no first paint. */
async function withoutInlineCatalogue(page: Page) {
  await page.route(
    (url) => !/^\/(api|sandbox|assets|images)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script id="shop-catalogue" type="application\/json">[\s\S]*?<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      await route.fulfill({ response, body });
    },
  );
}

test.beforeEach(async ({ page }) => {
  // Time flows as usual; fastForward brings the next poll at once.
  await page.clock.install();
});

test.describe('/api/shopVer', () => {
  for (const fault of FAULTS) {
    test(`${faultName[fault]}, with the catalogue the page came with: the products stay, the basket too, and the next poll recovers`, async ({ page }) => {
      const errors = watchErrors(page);
      await logIn(page);
      await openAsPlayer(page, '/objets');
      await card(page, 'Kit de réparation').getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(basketButton(page, 1)).toBeVisible();

      const broken = await breakApi(page, SHOP_VER, fault);
      await page.clock.fastForward(SHOP_VER_POLL_MS);
      await sufferFault(page, broken, fault);
      await settle(page);
      await expect(errorPage(page)).toHaveCount(0);
      await expect(card(page, 'Kit de réparation')).toBeVisible();
      await navigates(page, 'Vehicules (FA)', 'Véhicules', 'Zentorno');
      await expect(basketButton(page, 1)).toBeVisible();

      // Listening before the restore: a retry the fault held (asked while the test went on)
      // is answered by the restore itself, and that answer is the recovery too.
      const answered = page.waitForResponse((r) => SHOP_VER.test(r.url()) && r.status() === 200);
      await broken.restore();
      await page.clock.fastForward(SHOP_VER_POLL_MS);
      await answered;
      await navigates(page, 'Objets (FA)', 'Objets', 'Kit de réparation');
      await expect(basketButton(page, 1)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`${faultName[fault]}, with no catalogue: the SHOP_NOT_FOUND page in French, then the shop once the next poll answers`, async ({ page }) => {
      const errors = watchErrors(page);
      await withoutInlineCatalogue(page);
      const broken = await breakApi(page, SHOP_VER, fault);
      await page.goto('/');
      // The first check fails, then its retry a second later (a late answer: 15 s each).
      await sufferFault(page, broken, fault);
      await sufferFault(page, broken, fault, 2);
      await expect(errorPage(page).getByRole('heading', { name: 'Aucune réponse de la part du serveur' })).toBeVisible();
      await expect(errorPage(page).getByRole('button', { name: 'Réessayer' })).toBeVisible();
      // The frame of the shop stays: the bar, and its links (named by the dictionary until the
      // settings come with the catalogue).
      await expect(nav(page).getByRole('link', { name: 'Objets', exact: true })).toBeVisible();

      await broken.restore();
      await page.clock.fastForward(SHOP_VER_POLL_MS);
      await expect(page.getByRole('region', { name: 'Meilleures ventes' })).toBeVisible();
      await expect(errorPage(page)).toHaveCount(0);
      await navigates(page, 'Objets (FA)', 'Objets', 'Kit de réparation');
      expect(errors).toEqual([]);
    });
  }

  test('with no catalogue, "Réessayer" keeps the error page while the API fails and brings the shop back once it answers', async ({ page }) => {
    const errors = watchErrors(page);
    await withoutInlineCatalogue(page);
    const broken = await breakApi(page, SHOP_VER, '500');
    await page.goto('/vehicules');
    await expect(errorPage(page).getByRole('heading', { name: 'Aucune réponse de la part du serveur' })).toBeVisible();
    const calls = broken.requests.length;
    await errorPage(page).getByRole('button', { name: 'Réessayer' }).click();
    await broken.caught(calls + 1);
    await expect(errorPage(page).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    await expect(errorPage(page).getByRole('heading', { name: 'Aucune réponse de la part du serveur' })).toBeVisible();

    await broken.restore();
    await errorPage(page).getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('region', { name: 'Meilleures ventes' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await navigates(page, 'Vehicules (FA)', 'Véhicules', 'Zentorno');
    expect(errors).toEqual([]);
  });
});

test.describe('/api/whoAmI', () => {
  for (const fault of FAULTS) {
    test(`${faultName[fault]}: the player stays logged in with the basket, and the next check recovers`, async ({ page }) => {
      const errors = watchErrors(page);
      await logIn(page);
      await openAsPlayer(page, '/objets');
      await card(page, 'Kit de réparation').getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(basketButton(page, 1)).toBeVisible();

      const broken = await breakApi(page, WHO_AM_I, fault);
      await page.clock.fastForward(WHO_AM_I_POLL_MS);
      await sufferFault(page, broken, fault);
      await settle(page);
      await navigates(page, 'Armes (FA)', 'Armes', 'Taser');
      await expect(userMenu(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toHaveCount(0);
      await expect(page.getByText('Déconnecté')).toHaveCount(0);
      await expect(basketButton(page, 1)).toBeVisible();

      await broken.restore();
      const answered = page.waitForResponse((r) => WHO_AM_I.test(r.url()) && r.status() === 200);
      await page.clock.fastForward(WHO_AM_I_POLL_MS);
      const account = (await (await answered).json()) as { shopTokens: number };
      await expect(page.getByRole('link', { name: tokens(account.shopTokens) }).first()).toBeVisible();
      await expect(userMenu(page)).toBeVisible();
      await expect(basketButton(page, 1)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('aborted on the first visit: the page shows, and the next check finds the session', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page);
    const broken = await breakApi(page, WHO_AM_I, 'abort');
    await page.goto('/objets');
    await broken.caught();
    await expect(card(page, 'Kit de réparation')).toBeVisible();
    await broken.restore();
    await page.clock.fastForward(WHO_AM_I_POLL_MS);
    await expect(userMenu(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('answering 401 (the session is gone): the player is logged out, the basket stays', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page);
    await openAsPlayer(page, '/objets');
    await card(page, 'Kit de réparation').getByRole('button', { name: 'Ajouter au panier' }).click();
    const gone = (route: Route) => route.fulfill({ status: 401, json: { error: 'Vous devez être connecté.' } });
    await page.route(WHO_AM_I, gone);
    await page.clock.fastForward(WHO_AM_I_POLL_MS);
    const login = page.getByRole('button', { name: 'Connexion', exact: true }).first();
    await expect(login).toBeVisible();
    await navigates(page, 'Armes (FA)', 'Armes', 'Taser');
    // Logging in again finds the basket.
    await page.unroute(WHO_AM_I, gone);
    await login.click();
    const panel = page.getByRole('dialog', { name: 'Connexion' });
    await panel.getByLabel("Nom d'utilisateur").fill('demo');
    await panel.getByLabel('Mot de passe').fill('demo1234');
    await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(userMenu(page)).toBeVisible();
    await expect(basketButton(page, 1)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('/api/buyProducts', () => {
  /** demo's purchase lines, by id, as the server lists them (page.request is not routed). */
  async function history(page: Page): Promise<{ id: string; packageData: { name: string }; quantity: number }[]> {
    const answer = await page.request.get('/api/getPlayerTransactions');
    if (answer.status() === 403) return []; // no purchase yet
    return ((await answer.json()) as { shop: { id: string; packageData: { name: string }; quantity: number }[] }).shop;
  }

  /**
   * What the server did since `before`: the lines it recorded for these products
   * (other specs buy other products with demo meanwhile), and the balance it took.
   */
  async function debitedSince(page: Page, before: { balance: number; lines: Set<string> }, products: string[]) {
    const added = (await history(page)).filter((line) => !before.lines.has(line.id));
    return { mine: added.filter((line) => products.includes(line.packageData.name)), others: added.length, drop: before.balance - (await balance(page)) };
  }

  /** Debited once for `total`: one line per product, and the balance down by the total (exactly, unless another spec bought meanwhile). */
  async function expectDebitedOnce(page: Page, before: { balance: number; lines: Set<string> }, products: string[], total: number) {
    const { mine, others, drop } = await debitedSince(page, before, products);
    expect(mine.map((line) => line.packageData.name).sort()).toEqual([...products].sort());
    if (others === mine.length) expect(drop).toBe(total);
    else expect(drop).toBeGreaterThanOrEqual(total); // another spec spent meanwhile; still, each line is recorded once
  }

  async function snapshot(page: Page) {
    return { balance: await balance(page), lines: new Set((await history(page)).map((line) => line.id)) };
  }

  test('basket, answer lost after the server debited (aborted): the French lost-answer message, the basket kept; the retry replays and debits once', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page);
    await openAsPlayer(page, '/objets');
    await card(page, 'Kit de réparation').getByRole('button', { name: 'Ajouter au panier' }).click();
    await card(page, 'Téléphone de luxe').getByRole('button', { name: 'Ajouter au panier' }).click();
    await basketButton(page, 2).click();
    const recap = page.getByRole('dialog', { name: 'Récapitulatif de la transaction' });
    await chooseCharacter(page, recap, 'Jean Dupont');
    const before = await snapshot(page);

    const broken = await breakApi(page, BUY, 'abort', { reachServer: true });
    await recap.getByRole('button', { name: 'Acheter' }).click();
    await expect(recap.getByRole('alert')).toHaveText(LOST);
    await expect(recap.getByRole('listitem')).toHaveCount(2);
    // The server did debit; the page never heard.
    const first = broken.answers[0] as { success: string; shopTokens: number };
    expect(first.success).toMatch(/^Achat effectué/);
    expect((await debitedSince(page, before, ['Kit de réparation', 'Téléphone de luxe'])).mine).toHaveLength(2);

    await broken.restore();
    const retried = page.waitForRequest(BUY);
    const replayed = page.waitForResponse(BUY);
    await recap.getByRole('button', { name: 'Acheter' }).click();
    expect((await retried).headers()['idempotency-key']).toBe(broken.requests[0]!.headers()['idempotency-key']);
    // The server replays its first answer rather than buying again.
    expect(await (await replayed).json()).toMatchObject(first);
    const success = page.getByRole('dialog', { name: 'Achat effectué' });
    await expect(success.getByText('Kit de réparation × 1')).toBeVisible({ timeout: 10_000 });
    await expect(success.getByText('Téléphone de luxe × 1')).toBeVisible();
    await expectDebitedOnce(page, before, ['Kit de réparation', 'Téléphone de luxe'], 650);
    expect(errors).toEqual([]);
  });

  test('quick buy, request aborted before the server: the lost-answer message; the retry buys once', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page);
    await openAsPlayer(page, '/objets');
    await card(page, 'Enceinte portable').getByRole('button', { name: 'Acheter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achat rapide' });
    await chooseCharacter(page, dialog, 'Jean Dupont');
    const before = await snapshot(page);

    const broken = await breakApi(page, BUY, 'abort');
    await dialog.getByRole('button', { name: 'Acheter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(LOST);
    await expect(dialog.getByText('Enceinte portable')).toBeVisible();
    expect((await debitedSince(page, before, ['Enceinte portable'])).mine).toEqual([]);

    await broken.restore();
    const retried = page.waitForRequest(BUY);
    await dialog.getByRole('button', { name: 'Acheter' }).click();
    expect((await retried).headers()['idempotency-key']).toBe(broken.requests[0]!.headers()['idempotency-key']);
    await expect(page.getByRole('dialog', { name: 'Achat effectué' }).getByText('Enceinte portable × 1')).toBeVisible({ timeout: 10_000 });
    await expectDebitedOnce(page, before, ['Enceinte portable'], 350);
    expect(errors).toEqual([]);
  });

  test('quick buy, answering after 20 s (the server debited, the page gave up at 15 s): the lost-answer message; the retry replays and debits once', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page);
    await openAsPlayer(page, '/objets');
    await card(page, 'Téléphone de luxe').getByRole('button', { name: 'Acheter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achat rapide' });
    await chooseCharacter(page, dialog, 'Jean Dupont');
    const before = await snapshot(page);

    const broken = await breakApi(page, BUY, 'late');
    await dialog.getByRole('button', { name: 'Acheter' }).click();
    await expect(dialog.getByRole('button', { name: 'Achat en cours...' })).toBeVisible();
    await sufferFault(page, broken, 'late');
    await expect(dialog.getByRole('alert')).toHaveText(LOST);
    await expect(dialog.getByText('Téléphone de luxe')).toBeVisible();
    const first = broken.answers[0] as { success: string; shopTokens: number };
    expect(first.success).toMatch(/^Achat effectué/);

    await broken.restore();
    const retried = page.waitForRequest(BUY);
    const replayed = page.waitForResponse(BUY);
    await dialog.getByRole('button', { name: 'Acheter' }).click();
    expect((await retried).headers()['idempotency-key']).toBe(broken.requests[0]!.headers()['idempotency-key']);
    expect(await (await replayed).json()).toMatchObject(first);
    await expect(page.getByRole('dialog', { name: 'Achat effectué' }).getByText('Téléphone de luxe × 1')).toBeVisible({ timeout: 10_000 });
    await expectDebitedOnce(page, before, ['Téléphone de luxe'], 400);
    expect(errors).toEqual([]);
  });

  test('basket, answering 500: the generic French error, the basket kept, nothing debited; the retry buys once', async ({ page }) => {
    const errors = watchErrors(page);
    await logIn(page);
    await openAsPlayer(page, '/objets');
    await card(page, 'Tenue de soirée').getByRole('button', { name: 'Ajouter au panier' }).click();
    await basketButton(page, 1).click();
    const recap = page.getByRole('dialog', { name: 'Récapitulatif de la transaction' });
    await chooseCharacter(page, recap, 'Jean Dupont');
    const before = await snapshot(page);

    const broken = await breakApi(page, BUY, '500');
    await recap.getByRole('button', { name: 'Acheter' }).click();
    await expect(recap.getByRole('alert')).toHaveText(GENERIC);
    await expect(recap.getByRole('listitem')).toHaveCount(1);
    // The recap can be closed, the shop browsed and the basket is still there.
    await page.keyboard.press('Escape');
    await expect(recap).toBeHidden();
    await navigates(page, 'Armes (FA)', 'Armes', 'Taser');
    await expect(basketButton(page, 1)).toBeVisible();
    expect((await debitedSince(page, before, ['Tenue de soirée'])).mine).toEqual([]);

    await broken.restore();
    await basketButton(page, 1).click();
    await expect(recap.getByRole('alert')).toHaveCount(0);
    const retried = page.waitForRequest(BUY);
    await recap.getByRole('button', { name: 'Acheter' }).click();
    // A 5xx may come from a proxy after the server bought: the retry keeps the key.
    expect((await retried).headers()['idempotency-key']).toBe(broken.requests[0]!.headers()['idempotency-key']);
    await expect(page.getByRole('dialog', { name: 'Achat effectué' }).getByText('Tenue de soirée × 1')).toBeVisible({ timeout: 10_000 });
    await expectDebitedOnce(page, before, ['Tenue de soirée'], 500);
    expect(errors).toEqual([]);
  });
});
