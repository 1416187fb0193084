// The strip at the top of the purchase flow: the selected character of the server, or
// the invitation to choose one; a click opens the selector.
import { charactersTexts } from '../../i18n/fr-characters';
import { toggleOverlay } from '../../state/overlays';
import { withPressFeedback } from '../../ui/press-feedback';
import { useSelectedCharacter } from './use-characters';
import styles from './character-strip.module.css';

export function CharacterStrip() {
  const { selected } = useSelectedCharacter();
  return (
    <button
      type="button"
      className={`${styles.strip} ${selected ? '' : styles.missing}`}
      onClick={withPressFeedback(() => toggleOverlay('characterSelect', true))}
    >
      {selected ? charactersTexts.stripSelected(selected.firstname, selected.lastname) : charactersTexts.stripNone}
    </button>
  );
}
