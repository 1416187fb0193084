// The strip at the top of the purchase flow: the selected character of the server, or
// the invitation to choose one; a click opens the selector.
import { useSnapshot } from 'valtio';
import { frCharacters } from '../../i18n/fr-characters';
import { main } from '../../state/main-store';
import { toggleOverlay } from '../../state/overlays';
import { withPressFeedback } from '../../ui/press-feedback';
import styles from './character-strip.module.css';

export function CharacterStrip() {
  const { characters, selectedCharacter, selectedServer } = useSnapshot(main);
  const selected = characters[selectedServer].find((c) => c.id === selectedCharacter[selectedServer]);
  return (
    <button
      type="button"
      className={`${styles.strip} ${selected ? '' : styles.missing}`}
      onClick={withPressFeedback(() => toggleOverlay('characterSelect', true))}
    >
      {selected ? frCharacters.stripSelected(selected.firstname, selected.lastname) : frCharacters.stripNone}
    </button>
  );
}
