// The real Tebex.js checkout renders under the shop's own Content-Security-Policy
// (issue 24, item 5): opening it reports no violation (zoid's container styled itself
// with an inline <style>, refused by `style-src 'self'`), and the checkout shows.
import { expect, test } from '@playwright/test';
import { newPlayer } from './shop';

test('opening the checkout breaks no rule of the page’s CSP, and the checkout shows', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'} (${event.sample.slice(0, 60)})`);
    });
  });
  await newPlayer(page, 'csp');
  const response = await page.goto('/tokens');
  expect(response?.headers()['content-security-policy'], 'the page has its policy').toContain("style-src 'self'");
  await expect(page.getByRole('button', { name: /^Menu de / }).first()).toBeVisible();

  const pack = page.getByRole('article').filter({ has: page.getByText(/^1.?000 H-Points$/) });
  await pack.getByRole('button', { name: 'Acheter' }).click();
  const basket = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(basket).toBeVisible({ timeout: 15_000 });
  await basket.getByRole('button', { name: 'Confirmer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirmer la transaction ?' }).getByRole('button', { name: 'Oui' }).click();

  const frame = page.locator('iframe[name^="__zoid__tebex"]');
  await expect(page.frameLocator('iframe[name^="__zoid__tebex"]').getByRole('button', { name: 'Payer' })).toBeVisible({ timeout: 15_000 });
  // zoid's rules for its container apply: the container is placed, the frame fills it.
  await expect(frame.locator('xpath=..')).toHaveCSS('display', 'inline-block');
  await expect(frame.locator('xpath=..')).toHaveCSS('position', 'relative');
  await expect(frame).toHaveCSS('position', 'absolute');
  await expect(frame).toHaveCSS('opacity', '1');
  const box = await frame.boundingBox();
  expect(box!.height, 'the checkout fills its place').toBeGreaterThan(200);

  const reported = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect([...reported, ...violations]).toEqual([]);
});
