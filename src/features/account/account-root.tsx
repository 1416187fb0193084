// Mounted once by the app: account overlays (login panel, character selection,
// history) and session effects (who-am-I, characters, game login messages). Each
// overlay loads on its first opening, then stays mounted so it closes normally.
import { Suspense, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { PageErrorBoundary } from '../../app/lazy-page';
import { ui } from '../../state/ui-store';
import { useCharacters } from '../characters/use-characters';
import { useWhenIdle } from '../../app/use-when-idle';
import { CharacterModal, HistoryPopup, LoginPanel, preloadAccountOverlays } from './account-overlays';
import { SessionEffects } from './session-effects';

export function AccountRoot() {
  const { login, characterSelect, history } = useSnapshot(ui);
  useWhenIdle(preloadAccountOverlays);
  return (
    <>
      <SessionEffects />
      <CharactersSync />
      <OnceOpened shown={login.show} component={LoginPanel} />
      <OnceOpened shown={characterSelect.show} component={CharacterModal} />
      <OnceOpened shown={history.show} component={HistoryPopup} />
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
