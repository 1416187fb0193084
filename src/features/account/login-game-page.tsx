// /loginGame?token&serverId&customRedirect: exchange the token, then go to the
// redirect (a path of this shop; 'nil' means none) or home. On error: home, with
// the login dialog showing the server's text.
import { useLocation, useSearch } from 'wouter';
import { GameServer } from '../../api/contract/common';
import { texts } from '../../i18n/fr';
import { currentBrand } from '../../state/identity';
import { safeInternalPath } from '../../lib/safe-redirect';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { loginFromGame } from './game-login';
import { showLoginError } from './login-state';
import { ReturnPage } from './return-page';
import { useOnce } from './use-once';

/** The spec's "login dialog delay": the dialog opens once home is shown. */
export const LOGIN_DIALOG_DELAY_MS = 250;

export default function LoginGamePage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const http = useHttp();
  const token = params.get('token') ?? '';
  useOnce(`game-token:${token}`, async () => {
    const server = GameServer.safeParse(params.get('serverId'));
    try {
      if (!token) throw new Error('no token');
      await loginFromGame(http, token, server.success ? server.data : null);
      navigate(safeInternalPath(params.get('customRedirect')) ?? '/', { replace: true });
    } catch (error) {
      navigate('/', { replace: true });
      const text = serverErrorText(error, texts.account.fallbackShop(currentBrand().shopName));
      setTimeout(() => showLoginError(text), LOGIN_DIALOG_DELAY_MS);
    }
  });
  return <ReturnPage text={texts.account.loggingIn} />;
}
