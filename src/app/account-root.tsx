// Mounted once by the app: account overlays (login panel, character selection,
// history) and session effects (who-am-I, characters, game login messages). Each
// overlay loads on its first opening, then stays mounted so it closes normally.
import { Suspense, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { PageErrorBoundary } from '../ui/lazy-page';
import { overlays } from '../state/overlays';
import { useCharacters } from '../features/characters/use-characters';
import { useWhenIdle } from '../lib/use-when-idle';
import { CharacterModal, HistoryPopup, LoginPanel, preloadAccountOverlays } from './account-overlays';
import { SessionEffects } from '../features/account/session-effects';

export function AccountRoot() {
  const { login, characterSelect, history } = useSnapshot(overlays);
  useWhenIdle(preloadAccountOverlays);
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

function OnceOpened({ shown, component: Component }: { shown: boolean; component: ComponentType }) {
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}

function CharactersSync() {
  useCharacters();
  return null;
}
