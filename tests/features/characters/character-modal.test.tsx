import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CharacterModal from '../../../src/features/characters/character-modal';
import { CharacterStrip } from '../../../src/features/characters/character-strip';
import { main } from '../../../src/state/main-store';
import { renderWithShop, clickAndPaint } from '../../render';
import { overlays } from '../../../src/state/overlays';
import { demoAccount } from '../account/demo-account';
import { mockApi } from '../../http-mock';
import { resetStores } from '../../stores';

const jean = { id: 1, firstname: 'Jean', lastname: 'Dupont', dob: '1990-04-12', pob: 'Los Santos', height: 182, serverName: 'hurricane_fa' };
const antoine = { id: 3, firstname: 'Antoine', lastname: 'Lefèvre', dob: '1988-01-27', pob: 'Paleto Bay', height: 176, serverName: 'hurricane' };

beforeEach(() => {
  resetStores();
  main.user = demoAccount;
  overlays.characterSelect = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serveCharacters() {
  return mockApi({
    'GET /api/getCharacters': ({ init }) => {
      const server = (init.headers as Record<string, string>).gameServer;
      return { body: server === 'hurricane' ? [antoine] : [jean] };
    },
  });
}

describe('character modal', () => {
  it('lists the characters of the selected server and shows the chosen one', async () => {
    const { calls } = serveCharacters();
    renderWithShop(<CharacterModal />);
    expect(screen.getByText('Selection du serveur')).toBeTruthy();
    expect(screen.getByText('Personnages disponibles')).toBeTruthy();
    expect(screen.getByText('Aucun personnage sélectionné')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hurricane' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Jean Dupont' }));
    await waitFor(() => expect(screen.getByText('Los Santos')).toBeTruthy());
    expect(main.selectedCharacter.hurricane_fa).toBe(1);
    expect(screen.getByText('Date de naissance')).toBeTruthy();
    expect(screen.getByText('12/04/1990')).toBeTruthy();
    expect(screen.getByText('Lieu de naissance')).toBeTruthy();
    expect(screen.getByText('Taille')).toBeTruthy();
    expect(screen.getByText('182 cm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hurricane WL' }));
    expect(await screen.findByRole('button', { name: 'Antoine Lefèvre' })).toBeTruthy();
    expect(main.selectedServer).toBe('hurricane');
    expect(main.characters.hurricane).toEqual([antoine]);
    expect(calls.map((c) => (c.init.headers as Record<string, string>).gameServer)).toEqual(['hurricane_fa', 'hurricane']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(overlays.characterSelect).toBe(false);
  });

  it('uses the persisted list under 300 s, refetches after 300 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    main.characters.hurricane_fa = [jean];
    main.timers['characters:hurricane_fa'] = Date.now() - 10_000;
    const { calls } = serveCharacters();
    renderWithShop(<CharacterModal />);
    expect(screen.getByRole('button', { name: 'Jean Dupont' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(calls).toHaveLength(1);
  });

  it('shows the server error, or "Une erreur s\'est produite", dismissable', async () => {
    mockApi({ 'GET /api/getCharacters': { status: 500 } });
    renderWithShop(<CharacterModal />);
    expect((await screen.findByRole('alert')).textContent).toContain("Une erreur s'est produite");
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[1]!);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("shows the server's own text when there is one", async () => {
    mockApi({ 'GET /api/getCharacters': { status: 401, body: { error: 'Vous devez être connecté.' } } });
    renderWithShop(<CharacterModal />);
    expect((await screen.findByRole('alert')).textContent).toContain('Vous devez être connecté.');
  });
});

describe('character strip', () => {
  it('invites to choose, names the chosen character, and opens the selector', async () => {
    overlays.characterSelect = false;
    renderWithShop(<CharacterStrip />);
    const strip = screen.getByRole('button', { name: "Vous n'avez pas encore sélectionné de personnage" });
    await clickAndPaint(strip);
    expect(overlays.characterSelect).toBe(true);
    main.characters.hurricane_fa = [jean];
    main.selectedCharacter.hurricane_fa = 1;
    expect(await screen.findByRole('button', { name: 'Personnage : Jean Dupont' })).toBeTruthy();
  });
});
