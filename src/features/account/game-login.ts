// Login from the game: a one-time token minted by the game resource (page route
// /loginGame on the web, `login` game message in the NUI).
import { loginWithGameToken } from '../../api/account-queries';
import type { GameServer } from '../../api/contract/common';
import type { Http } from '../../api/http';
import { main } from '../../state/main-store';
import { setLoginShown } from './login-state';
import { signIn } from './session';

export async function loginFromGame(http: Http, token: string, serverId: GameServer | null) {
  if (serverId) main.selectedServer = serverId;
  signIn(await loginWithGameToken(http, token));
  setLoginShown('close');
}
