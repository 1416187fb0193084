// The bar fits its width (issue 13, item 6): the entries that do not fit are listed
// under "Plus". The browser decides what fits (a one-row wrapping list, observed by
// an IntersectionObserver); here a fake observer reports what the browser would.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../../src/features/navigation/nav-bar';
import { PointsButton } from '../../../src/features/navigation/points-button';
import { SHOWN_RATIO } from '../../../src/features/navigation/use-fitting-count';
import { fr } from '../../../src/i18n/fr';
import { main } from '../../../src/state/main-store';
import { renderWithShop, clickAndPaint } from '../../render';
import { resetStores } from '../../stores';
import { DEMO } from '../catalogue/fixtures';
import styles from '../../../src/features/navigation/nav-bar.module.css';

class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What the browser reports: the share of each observed label that shows (by index). */
  report(ratios: (boolean | number)[], rootHeight = 34) {
    this.send(this.targets.map((target, index) => [target, Number(ratios[index])]), rootHeight);
  }
  send(records: [Element | undefined, number][], rootHeight = 34) {
    const entries = records.map(([target, intersectionRatio]) => ({ target, intersectionRatio, rootBounds: { height: rootHeight } }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
}

const live = () => FakeObserver.all.filter((observer) => !observer.disconnected);
const observer = () => {
  const [only, ...more] = live();
  expect(more).toHaveLength(0);
  return only!;
};
const nav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const entryTexts = () => within(nav()).getAllByRole('link').map((link) => link.textContent);
const plus = () => screen.queryByRole('button', { name: 'Plus' });
/** The class of an entry that does not fit: invisible in the row. */
const OVER = String(styles.over);
const PLAYER_ENTRIES = ['Boutique du jour', 'Abonnements', 'Objets (FA)', 'Packs (FA)', 'Vehicules (FA)', 'Armes (FA)'];

describe('the bar fits its width', () => {
  beforeEach(() => {
    resetStores({ user: DEMO });
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every entry and no "Plus" until the browser has said what fits', () => {
    renderWithShop(<NavBar hidden={false} />);
    expect(entryTexts()).toEqual(PLAYER_ENTRIES);
    expect(plus()).toBeNull();
  });

  it("observes each entry's label, rooted at the entries' row, with a sub-pixel slack", () => {
    renderWithShop(<NavBar hidden={false} />);
    const { options, targets } = observer();
    expect(options.root).toBe(nav());
    expect(options.threshold).toEqual([0, SHOWN_RATIO]);
    expect(SHOWN_RATIO).toBeGreaterThan(0.9);
    expect(targets.map((target) => target.tagName)).toEqual(Array(6).fill('SPAN'));
    expect(targets.map((target) => target.parentElement?.tagName)).toEqual(Array(6).fill('A'));
    expect(targets.map((target) => target.textContent)).toEqual(PLAYER_ENTRIES);
  });

  it('lists the entries that do not fit under "Plus", which navigates to them', async () => {
    const { location } = renderWithShop(<NavBar hidden={false} />, { path: '/objets' });
    observer().report([true, true, true, false, false, false]);
    // Every entry stays in the row; those that do not fit are invisible there.
    expect(entryTexts()).toEqual(PLAYER_ENTRIES);
    expect(within(nav()).getAllByRole('link').map((link) => link.classList.contains(OVER))).toEqual([false, false, false, true, true, true]);
    await clickAndPaint(plus()!);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Packs (FA)', 'Vehicules (FA)', 'Armes (FA)']);
    expect(items.some((item) => item.getAttribute('aria-current'))).toBe(false);
    await clickAndPaint(screen.getByRole('menuitem', { name: 'Vehicules (FA)' }));
    expect(location.history.at(-1)).toBe('/vehicules');
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
  });

  it('marks the current page in the "Plus" menu when its entry does not fit', async () => {
    renderWithShop(<NavBar hidden={false} />, { path: '/armes/taser' });
    observer().report([true, true, false, false, false, false]);
    fireEvent.click(plus()!);
    await screen.findAllByRole('menuitem');
    expect(screen.getByRole('menuitem', { name: 'Armes (FA)' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Packs (FA)' }).getAttribute('aria-current')).toBeNull();
  });

  it('lists every entry when none fits, and drops "Plus" once all fit again', async () => {
    renderWithShop(<NavBar hidden={false} />);
    const row = observer();
    row.report([false, false, false, false, false, false]);
    fireEvent.click(plus()!);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(PLAYER_ENTRIES);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Escape' });
    row.report([true, true, true, true, true, true]);
    expect(plus()).toBeNull();
    expect(within(nav()).getAllByRole('link').some((link) => link.classList.contains(OVER))).toBe(false);
  });

  it('only changed entries are reported after the first answer', async () => {
    renderWithShop(<NavBar hidden={false} />);
    const row = observer();
    row.report([true, true, true, true, true, true]);
    row.send([[row.targets[5], 0]]);
    expect(plus()).not.toBeNull();
    fireEvent.click(plus()!);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Armes (FA)']);
  });

  it('an entry clipped on the first row does not fit: a too narrow row lists all under "Plus"', async () => {
    renderWithShop(<NavBar hidden={false} />);
    observer().report([0.6, 0, 0, 0, 0, 0]);
    fireEvent.click(plus()!);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(PLAYER_ENTRIES);
  });

  it('drops "Plus" as soon as the last entry reaches the first row (it wraps as if "Plus" were not there)', () => {
    renderWithShop(<NavBar hidden={false} />);
    const row = observer();
    row.report([1, 1, 1, 1, 0, 0]);
    expect(plus()).not.toBeNull();
    // The window grows: the last entry, invisible, comes up beside the others, clipped.
    row.send([[row.targets[4], 1], [row.targets[5], 0.3]]);
    expect(plus()).toBeNull();
    expect(within(nav()).getAllByRole('link').some((link) => link.classList.contains(OVER))).toBe(false);
    // Without "Plus" it shows in full; narrower again, it wraps and "Plus" comes back.
    row.send([[row.targets[5], 1]]);
    expect(plus()).toBeNull();
    row.send([[row.targets[5], 0]]);
    expect(plus()).not.toBeNull();
  });

  it('keeps its answer while the row is not laid out (the hidden in-game page, the drawer layout)', () => {
    renderWithShop(<NavBar hidden={false} />);
    const row = observer();
    row.report([true, true, true, true, true, true]);
    row.report([false, false, false, false, false, false], 0);
    expect(plus()).toBeNull();
  });

  it('observes the entries again when the daily shop comes with the login', async () => {
    resetStores();
    renderWithShop(<NavBar hidden={false} />);
    const visitor = observer();
    expect(visitor.targets.map((target) => target.textContent)).toEqual(PLAYER_ENTRIES.slice(1));
    await act(async () => {
      main.user = DEMO;
    });
    expect(visitor.disconnected).toBe(true);
    expect(observer().targets.map((target) => target.textContent)).toEqual(PLAYER_ENTRIES);
  });

  it('stops observing when the bar goes away', () => {
    const { unmount } = renderWithShop(<NavBar hidden={false} />);
    unmount();
    expect(live()).toHaveLength(0);
  });

  it("the account slot's title is the whole username (it may end with an ellipsis)", () => {
    renderWithShop(<NavBar hidden={false} />);
    const userMenu = screen.getByRole('button', { name: 'Menu de demo' });
    expect(userMenu.parentElement?.getAttribute('title')).toBe('demo');
  });

  it("a visitor's slot has no title", () => {
    resetStores();
    renderWithShop(<NavBar hidden={false} />);
    expect(screen.getByRole('button', { name: 'Connexion' }).parentElement?.hasAttribute('title')).toBe(false);
  });
});

describe('the points button can drop a word', () => {
  beforeEach(() => resetStores());

  it('its words make the whole label, which stays its name and title', () => {
    for (const [tokens, label] of [
      [0, 'Acheter des H-Points'],
      [12500, '12’500 H-Points'],
    ] as const) {
      Object.assign(main, { user: { ...DEMO, shopTokens: tokens } });
      const { unmount } = renderWithShop(<PointsButton className="points" wordClassName="word" />);
      const link = screen.getByRole('link', { name: label });
      expect(link.textContent).toBe(label);
      expect(link.getAttribute('title')).toBe(label);
      // What narrow widths hide: the lead words, or the word after the balance.
      expect(link.querySelector('.word')?.textContent).toBe(tokens ? ' H-Points' : 'Acheter des ');
      unmount();
    }
    expect(`${fr.nav.buyTokensLead} H-Points`).toBe(fr.nav.buyTokens('H-Points'));
  });
});
