// The website's own sign-in: the password form and the Cfx.re button (in game the
// panel offers the game's login instead).
import { live } from './live';

export const frLoginForm = {
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  remember: 'Se souvenir de moi',
  submit: 'Se connecter',
  submitting: 'Connexion…',
  forum: 'Se connecter avec Cfx.re',
};

/** What components read: these words, or their English twin's when English is shown. */
export const loginFormTexts = live('loginForm', frLoginForm);
