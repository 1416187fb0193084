// The English twin of fr-characters.
import type { Dictionary } from './dictionary';
import type { frCharacters } from './fr-characters';

export const enCharacters: Dictionary<typeof frCharacters> = {
  title: 'Character selection',
  serverTitle: 'Select a server',
  characterTitle: 'Select a character',
  birthDate: 'Date of birth',
  birthPlace: 'Place of birth',
  height: 'Height',
  heightValue: (cm) => `${cm} cm`,
  available: 'Available characters',
  none: 'No character selected',
  empty: 'No character on this server',
  close: 'Close',
  stripNone: "You haven't selected a character yet",
  stripSelected: (firstname, lastname) => `Character: ${firstname} ${lastname}`,
};
