// Ways to sign in on the website: the password form and the forum account.
// The in-game build swaps this module for login-methods.compact.tsx. The form is
// a chunk of its own (react-hook-form is most of it), loaded when the panel first
// shows rather than on every page: a logged-in player never needs it.
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { loginFormTexts } from '../../i18n/fr-login-form';
import { usePlatform } from '../../platform/platform-context';
import { lazyPage } from '../../ui/lazy-page';
import { PageLoader } from '../../ui/page-loader';
import { startForumLogin } from './forum-login';
import styles from './login-panel.module.css';

const LoginForm = lazyPage<object>('loginForm', () => import('./login-form').then(({ LoginForm: form }) => ({ default: form })));

export function LoginMethods() {
  const [location] = useLocation();
  const platform = usePlatform();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <LoginForm />
      </Suspense>
      <button
        type="button"
        className={`button-secondary ${styles.forum}`}
        onClick={() => void startForumLogin(platform, { restorePage: location })}
      >
        {loginFormTexts.forum}
      </button>
    </>
  );
}
