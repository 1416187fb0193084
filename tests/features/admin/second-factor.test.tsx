import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECOND_FACTOR_ERRORS, type SecondFactorStatus } from '../../../src/api/contract/admin-security';
import { mockAdminApi, noSecondFactor, renderAdmin } from './admin-render';

afterEach(() => vi.unstubAllGlobals());

const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}${i}`.slice(0, 11));
const enrolment = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Boutique:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr: { size: 21, path: 'M0 0h1v1h-1zM2 0h1v1h-1z' } };
const nav = () => screen.queryByRole('navigation', { name: 'Console d’administration' });

describe('the code prompt', () => {
  it('asks a new session for its code before any page; a wrong code shows the server’s text; the right one opens the console', async () => {
    let status: SecondFactorStatus = { enrolled: true, verified: false, required: false, recoveryLeft: 10 };
    const { calls } = mockAdminApi(
      {
        'POST /api/manage/2fa/verify': (call) => {
          if ((call.json as { code: string }).code !== '123456') return { status: 400, body: { error: 'Code incorrect ou déjà utilisé.' } };
          status = { ...status, verified: true };
          return { body: { ok: true } };
        },
        'GET /api/manage/players': { body: { players: [] } },
      },
      () => ({ body: status }),
    );
    renderAdmin('/admin/joueurs?q=demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification en deux étapes' })).toBeTruthy();
    expect(nav()).toBeNull();
    expect(calls.some((call) => call.path === '/api/manage/players')).toBe(false);
    const field = screen.getByLabelText('Code à 6 chiffres ou code de secours');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Saisissez les 6 chiffres du code, ou un code de secours')).toBeTruthy();
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Code incorrect ou déjà utilisé.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Aucun joueur ne correspond.')).toBeTruthy();
    expect(nav()).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/manage/2fa/verify').map((call) => call.json)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('comes back when a console call is refused for want of the code', async () => {
    let status: SecondFactorStatus = noSecondFactor;
    mockAdminApi(
      {
        'GET /api/manage/players': () => {
          status = { enrolled: true, verified: false, required: false, recoveryLeft: 3 };
          return { status: 401, body: { error: SECOND_FACTOR_ERRORS.codeRequired } };
        },
      },
      () => ({ body: status }),
    );
    renderAdmin('/admin/joueurs?q=demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification en deux étapes' })).toBeTruthy();
  });
});

describe('enrolment', () => {
  it('when required: only the enrolment shows; the QR code and secret, a first code, then the 10 recovery codes until noted', async () => {
    let status: SecondFactorStatus = { enrolled: false, verified: true, required: true, recoveryLeft: 0 };
    const { calls } = mockAdminApi(
      {
        'POST /api/manage/2fa/enrol': { body: enrolment },
        'POST /api/manage/2fa/confirm': () => {
          status = { enrolled: true, verified: true, required: true, recoveryLeft: 10 };
          return { body: { recoveryCodes: RECOVERY } };
        },
        'GET /api/manage/players': { body: { players: [] } },
      },
      () => ({ body: status }),
    );
    renderAdmin('/admin');
    expect(await screen.findByText('Obligatoire sur cette boutique : activez-la pour utiliser la console.')).toBeTruthy();
    expect(nav()).toBeNull();
    const qr = await screen.findByRole('img', { name: 'QR code à scanner avec l’application d’authentification' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(enrolment.qr.path);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code à 6 chiffres'), { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier et activer' }));
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY);
    expect(calls.find((call) => call.path === '/api/manage/2fa/confirm')?.json).toEqual({ code: '111222' });
    // The console waits for the admin to note them: the codes are never shown again.
    expect(nav()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'J’ai noté ces codes' }));
    await waitFor(() => expect(nav()).toBeTruthy());
  });
});

describe('the Sécurité page', () => {
  it('changes the password: the new one twice, 12 characters at least, checked in French before sending', async () => {
    const { calls } = mockAdminApi({ 'POST /api/manage/password': { body: { ok: true } } });
    renderAdmin('/admin/securite');
    const current = await screen.findByLabelText('Mot de passe actuel');
    fireEvent.change(current, { target: { value: 'ancien-mot-de-passe' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'court' } });
    fireEvent.change(screen.getByLabelText('Confirmez le nouveau mot de passe'), { target: { value: 'autre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('12 caractères minimum')).toBeTruthy();
    expect(screen.getByText('Les deux mots de passe diffèrent')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/manage/password')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'nouveau-mot-de-passe' } });
    fireEvent.change(screen.getByLabelText('Confirmez le nouveau mot de passe'), { target: { value: 'nouveau-mot-de-passe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Mot de passe changé. Vos autres sessions sont fermées.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/manage/password')?.json).toEqual({ current: 'ancien-mot-de-passe', next: 'nouveau-mot-de-passe' });
  });

  it('disables the second factor with a code, in a dialog', async () => {
    let status: SecondFactorStatus = { enrolled: true, verified: true, required: false, recoveryLeft: 7 };
    const { calls } = mockAdminApi(
      {
        'POST /api/manage/2fa/disable': () => {
          status = noSecondFactor;
          return { body: { ok: true } };
        },
      },
      () => ({ body: status }),
    );
    renderAdmin('/admin/securite');
    expect(await screen.findByText('Activée. Codes de secours restants : 7.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver la double authentification ?' });
    fireEvent.change(within(dialog).getByLabelText('Code à 6 chiffres ou code de secours'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Désactivée : seul votre mot de passe protège la console.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/manage/2fa/disable')?.json).toEqual({ code: 'abcde-fghjk' });
  });
});
