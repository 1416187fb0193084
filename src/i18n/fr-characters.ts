// The texts of the character choice (its modal and the strip of the purchase
// dialogs), in their chunks on the website.
import { live } from './live';

export const frCharacters = {
  title: 'Sélection de personnage',
  serverTitle: 'Selection du serveur',
  characterTitle: 'Selection du personnage',
  birthDate: 'Date de naissance',
  birthPlace: 'Lieu de naissance',
  height: 'Taille',
  heightValue: (cm: number) => `${cm} cm`,
  available: 'Personnages disponibles',
  none: 'Aucun personnage sélectionné',
  empty: 'Aucun personnage sur ce serveur',
  close: 'Fermer',
  stripNone: "Vous n'avez pas encore sélectionné de personnage",
  stripSelected: (firstname: string, lastname: string) => `Personnage : ${firstname} ${lastname}`,
};

/** What components read: these words, or their English twin's when English is shown. */
export const charactersTexts = live('characters', frCharacters);
