// The login panel's texts, in its chunk on the website; the sign-in methods' own
// texts are in fr-login-form (website) and fr.account (in game).
import { live } from './live';

export const frLogin = {
  panelTitle: 'Connexion',
  back: 'Retour',
  guideButton: 'Connexion à partir du jeu',
  guideTitle: 'Connexion à partir du jeu',
  guideBack: 'Revenir au formulaire',
  dismissError: "Fermer le message d'erreur",
};

/** What components read: these words, or their English twin's when English is shown. */
export const loginTexts = live('login', frLogin);
