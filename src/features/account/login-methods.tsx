// Ways to sign in on the website: the password form and the forum account.
// The in-game build swaps this module for login-methods.compact.tsx.
import { useLocation } from 'wouter';
import { frLoginForm } from '../../i18n/fr-login-form';
import { usePlatform } from '../../platform/platform-context';
import { startForumLogin } from './forum-login';
import { LoginForm } from './login-form';
import styles from './login-panel.module.css';

export function LoginMethods() {
  const [location] = useLocation();
  const platform = usePlatform();
  return (
    <>
      <LoginForm />
      <button
        type="button"
        className={`button-secondary ${styles.forum}`}
        onClick={() => void startForumLogin(platform, { restorePage: location })}
      >
        {frLoginForm.forum}
      </button>
    </>
  );
}
