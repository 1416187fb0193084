// The English twin of fr-login-form.
import type { Dictionary } from './dictionary';
import type { frLoginForm } from './fr-login-form';

export const enLoginForm: Dictionary<typeof frLoginForm> = {
  username: 'Username',
  password: 'Password',
  remember: 'Remember me',
  submit: 'Log in',
  submitting: 'Logging in…',
  forum: 'Log in with Cfx.re',
};
