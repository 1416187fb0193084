// Mounted once by the app: account overlays (login panel, character selection,
// history) and session effects (who-am-I, characters, game login messages). Each
// overlay loads on its first opening, then stays mounted so it closes normally.
import { useSnapshot } from 'valtio';
import { OnceOpened } from '../ui/once-opened';
import { overlays } from '../state/overlays';
import { useCharacters } from '../features/characters/use-characters';
import { useWhenIdle } from '../lib/use-when-idle';
import { CharacterModal, HistoryPopup, LoginPanel, preloadPlayerOverlays, preloadVisitorOverlays } from './account-overlays';
import { useLoggedIn } from '../state/logged-in';
import { SessionEffects } from '../features/account/session-effects';

export function AccountRoot() {
  const { login, characterSelect, history } = useSnapshot(overlays);
  useWhenIdle(useLoggedIn() ? preloadPlayerOverlays : preloadVisitorOverlays);
  return (
    <>
      <SessionEffects />
      <CharactersSync />
      <OnceOpened shown={login} component={LoginPanel} />
      <OnceOpened shown={characterSelect} component={CharacterModal} />
      <OnceOpened shown={history} component={HistoryPopup} />
    </>
  );
}

function CharactersSync() {
  useCharacters();
  return null;
}
