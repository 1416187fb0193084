import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { documentTitle, pageTitle } from '../../src/app/page-title';
import { RouteAnnouncer } from '../../src/app/route-announcer';
import { Dialog } from '../../src/ui/dialog';
import { HURRICANE, resetStores } from '../stores';

const BRAND = HURRICANE.brand;

describe('page titles and announcements', () => {
  beforeEach(() => resetStores());

  it('names each page', () => {
    expect(pageTitle('/', BRAND)).toBe('Accueil');
    expect(pageTitle('/objets', BRAND)).toBe('Objets');
    expect(pageTitle('/vehicle/sultan', BRAND)).toBe('Véhicules');
    expect(pageTitle('/daily-shop', BRAND)).toBe('Boutique du jour');
    expect(pageTitle('/mentions-legales', BRAND)).toBe('Mentions légales');
    expect(pageTitle('/nulle-part', BRAND)).toBe('Page introuvable');
    expect(pageTitle('/tokens', BRAND)).toBe('H-Points');
    expect(documentTitle('/contact', BRAND)).toBe('Contact · Hurricane');
  });

  /** The announcer on `path`; returns the navigation and the live region. */
  function announcerAt(path: string) {
    const location = memoryLocation({ path });
    render(
      <Router hook={location.hook}>
        <RouteAnnouncer />
      </Router>,
    );
    const live = document.querySelector('[aria-live="polite"]')!;
    return { go: (to: string) => act(() => location.navigate(to)), live };
  }

  it('titles the tab at once, announces only the pages that follow', () => {
    const { go, live } = announcerAt('/');
    expect(document.title).toBe('Accueil · Hurricane');
    expect(live.textContent).toBe('');
    go('/armes');
    expect(document.title).toBe('Armes · Hurricane');
    expect(live.textContent).toBe('Armes');
    go('/objets');
    expect(live.textContent).toBe('Objets');
  });

  it('keeps the title and says nothing new when an item opens over its category', () => {
    const { go, live } = announcerAt('/');
    go('/objets');
    expect(live.textContent).toBe('Objets');
    go('/objets/montre_or');
    expect(document.title).toBe('Objets · Hurricane');
    expect(live.textContent).toBe('Objets');
    go('/vehicules/sultan_rs');
    expect(document.title).toBe('Véhicules · Hurricane');
    expect(live.textContent).toBe('Véhicules');
  });
});

describe('focus after a modal whose opener is gone', () => {
  function Harness() {
    const [path, navigate] = useLocation();
    const open = path === '/open';
    return (
      <>
        {path === '/' ? (
          <button type="button" data-focus-key="account" onClick={() => navigate('/open')}>
            Connexion
          </button>
        ) : (
          <button type="button" data-focus-key="account">
            Menu de demo
          </button>
        )}
        <Dialog open={open} onClose={() => navigate('/done')} title="Connexion">
          <p>Panneau</p>
        </Dialog>
      </>
    );
  }

  it('goes to what took its place (the same data-focus-key)', () => {
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <Harness />
      </Router>,
    );
    const opener = screen.getByRole('button', { name: 'Connexion' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu de demo' }));
  });
});
