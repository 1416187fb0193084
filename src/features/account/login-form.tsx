// Username, password, remember-me (spec 01 §2, §5): validated on change and blur,
// sent 500 ms after submit; success closes the panel 200 ms later.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { loginWithPassword } from '../../api/account-queries';
import { USERNAME_MAX, USERNAME_MIN } from '../../api/contract/account';
import { texts } from '../../i18n/fr';
import { currentBrand } from '../../state/identity';
import { loginFormTexts } from '../../i18n/fr-login-form';
import { wait } from '../../lib/timing';
import { boundedText } from '../../lib/form-rules';
import { TextField } from '../../ui/text-field';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { setLoginShown, showLoginError } from './login-state';
import { signIn } from './session';
import styles from './login-panel.module.css';

export const LOGIN_SUBMIT_DELAY_MS = 500;
export const LOGIN_CLOSE_DELAY_MS = 200;

const LoginValues = z.object({
  username: boundedText(USERNAME_MIN, USERNAME_MAX),
  password: boundedText(USERNAME_MIN, USERNAME_MAX),
  remember: z.boolean(texts.forms.required),
});
type LoginValues = z.infer<typeof LoginValues>;

export function LoginForm() {
  const http = useHttp();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(LoginValues),
    mode: 'all',
    defaultValues: { username: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: LoginValues) => {
    await wait(LOGIN_SUBMIT_DELAY_MS);
    try {
      signIn(await loginWithPassword(http, values));
      setTimeout(() => setLoginShown('close'), LOGIN_CLOSE_DELAY_MS);
    } catch (error) {
      showLoginError(serverErrorText(error, texts.account.fallbackShop(currentBrand().shopName)));
    }
  };
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label={loginFormTexts.username} autoComplete="username" error={errors.username?.message} registration={register('username')} />
      <TextField
        label={loginFormTexts.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <label className={styles.remember}>
        <input type="checkbox" {...register('remember')} />
        {loginFormTexts.remember}
      </label>
      <button type="submit" className="button-primary" disabled={isSubmitting}>
        {isSubmitting ? loginFormTexts.submitting : loginFormTexts.submit}
      </button>
    </form>
  );
}
