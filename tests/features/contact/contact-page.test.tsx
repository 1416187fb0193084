import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactPage, { CONTACT_RESEND_DELAY_MS, CONTACT_SEND_DELAY_MS } from '../../../src/features/contact/contact-page';
import { formatMinutesSeconds } from '../../../src/features/contact/use-countdown';
import { main } from '../../../src/state/main-store';
import { renderWithShop } from '../../render';
import { mockApi } from '../../http-mock';
import { resetStores } from '../../stores';

beforeEach(resetStores);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const type = (placeholder: string, value: string) => fireEvent.change(field(placeholder), { target: { value } });
const fill = () => {
  type("Nom d'utilisateur", 'demo');
  type('Adresse email', 'demo@example.com');
  type('Objet', 'Question achat');
  type('Votre message ...', 'Bonjour, mon achat n’est pas arrivé.');
};

describe('contact page', () => {
  it('has the four placeholders and "Envoyer"', () => {
    renderWithShop(<ContactPage />);
    for (const p of ["Nom d'utilisateur", 'Adresse email', 'Objet', 'Votre message ...']) expect(field(p)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
  });

  it('says "Requis" for each empty field on submit', async () => {
    renderWithShop(<ContactPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getAllByText('Requis')).toHaveLength(4));
  });

  it.each([
    ["Nom d'utilisateur", 'ab', '3 caractères minimum'],
    ["Nom d'utilisateur", 'a'.repeat(17), '16 caractères maximum'],
    ['Objet', 'court', '6 caractères minimum'],
    ['Objet', 'o'.repeat(41), '40 caractères maximum'],
    ['Votre message ...', 'trop court', '20 caractères minimum'],
    ['Votre message ...', 'm'.repeat(1001), '1000 caractères maximum'],
    ['Adresse email', 'pas-un-email', 'Adresse email invalide'],
  ])('%s = %s → %s (on change)', async (placeholder, value, message) => {
    renderWithShop(<ContactPage />);
    type(placeholder, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('validates on blur', async () => {
    renderWithShop(<ContactPage />);
    fireEvent.focus(field('Objet'));
    fireEvent.blur(field('Objet'));
    expect(await screen.findByText('Requis')).toBeTruthy();
  });

  it('sends 500 ms later, shows the green banner, then counts 5 minutes down in mm:ss', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ 'POST /api/sendMail': { body: { message: 'Votre message a bien été envoyé.' } } });
    renderWithShop(<ContactPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 50));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect((await screen.findByRole('status')).textContent).toBe('Votre message a bien été envoyé.');
    expect(calls[0]?.json).toEqual({ username: 'demo', email: 'demo@example.com', subject: 'Question achat', text: 'Bonjour, mon achat n’est pas arrivé.' });
    const button = screen.getByRole('button', { name: /^\d\d:\d\d$/ });
    expect(button.textContent).toBe('05:00');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(button.textContent).toBe('03:59');
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RESEND_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
  });

  it('the countdown survives a reload (the persisted submitForm timer)', () => {
    main.timers.submitForm = Date.now() - 60_000;
    renderWithShop(<ContactPage />);
    expect(screen.getByRole('button', { name: /^0[34]:\d\d$/ })).toHaveProperty('disabled', true);
  });

  it("shows the server's error in a red banner and keeps the text", async () => {
    mockApi({ 'POST /api/sendMail': { status: 429, body: { error: 'Vous avez déjà envoyé un message il y a moins de 5 minutes.' } } });
    renderWithShop(<ContactPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe('Vous avez déjà envoyé un message il y a moins de 5 minutes.');
    expect((field('Objet') as HTMLInputElement).value).toBe('Question achat');
    expect(main.timers.submitForm).toBeUndefined();
  });

  it('formats mm:ss', () => {
    expect(formatMinutesSeconds(300_000)).toBe('05:00');
    expect(formatMinutesSeconds(83_000)).toBe('01:23');
    expect(formatMinutesSeconds(400)).toBe('00:01');
  });
});
