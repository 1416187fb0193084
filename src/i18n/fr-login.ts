// The login panel's texts, in its chunk on the website; the sign-in methods' own
// texts are in fr-login-form (website) and fr.account (in game).
export const frLogin = {
  panelTitle: 'Connexion',
  back: 'Retour',
  guideButton: 'Connexion à partir du jeu',
  guideTitle: 'Connexion à partir du jeu',
  guideBack: 'Revenir au formulaire',
  dismissError: "Fermer le message d'erreur",
};
