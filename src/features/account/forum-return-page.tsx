// /cfxAuth?payload&state: post the forum's payload with our nonce, then return to
// the remembered page (and popup). Only paths of this shop are followed.
import { useLocation, useSearch } from 'wouter';
import { loginWithForum } from '../../api/account-queries';
import { texts } from '../../i18n/fr';
import { safeInternalPath } from '../../lib/safe-redirect';
import { usePlatform } from '../../platform/platform-context';
import { setOverlay } from '../../state/overlays';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { FORUM_NONCE_KEY, FORUM_RETURN_LOCK, parseForumState } from './forum-login';
import { showLoginError } from './login-state';
import { ReturnPage } from './return-page';
import { signIn } from './session';
import { useOnce } from './use-once';

export default function ForumReturnPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { storage } = usePlatform();
  const http = useHttp();
  const payload = params.get('payload') ?? '';
  useOnce(FORUM_RETURN_LOCK, async () => {
    const state = parseForumState(params.get('state'));
    const nonce = await storage.getItem(FORUM_NONCE_KEY);
    await storage.removeItem(FORUM_NONCE_KEY);
    try {
      if (!payload || !nonce) throw new Error('missing payload or nonce');
      signIn(await loginWithForum(http, payload, nonce));
      if (state.restorePopup) setOverlay(state.restorePopup, true);
    } catch (error) {
      showLoginError(serverErrorText(error, texts.account.fallbackCfx));
    }
    navigate(safeInternalPath(state.restorePage) ?? '/', { replace: true });
  });
  return <ReturnPage text={texts.account.loggingIn} />;
}
