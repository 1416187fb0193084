// Server and character selection (spec 01 §2 "Server and character modal").
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { charactersTexts } from '../../i18n/fr-characters';
import { main } from '../../state/main-store';
import { overlays, toggleOverlay } from '../../state/overlays';
import { useIdentity } from '../../state/identity';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { serverErrorText } from '../../api/error-text';
import { useCharacters, useSelectedCharacter } from './use-characters';
import styles from './character-modal.module.css';

/** "1990-04-12" → "12/04/1990" */
export const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

export default function CharacterModal() {
  const { characterSelect } = useSnapshot(overlays);
  const query = useCharacters();
  const { server: selectedServer, list, selected } = useSelectedCharacter();
  const servers = useIdentity()?.gameServers ?? [];
  const [dismissedAt, setDismissedAt] = useState(0);
  const close = () => toggleOverlay('characterSelect', false);
  const showError = query.isError && query.errorUpdatedAt !== dismissedAt;

  return (
    <Dialog
      open={characterSelect}
      onClose={close}
      title={charactersTexts.title}
      footer={
        <button type="button" className="button-secondary" onClick={close}>
          {charactersTexts.close}
        </button>
      }
    >
      <div className={styles.body}>
        {showError && (
          <Banner tone="error" onDismiss={() => setDismissedAt(query.errorUpdatedAt)}>
            {serverErrorText(query.error, texts.errors.generic)}
          </Banner>
        )}
        <section aria-labelledby="server-title">
          <h3 id="server-title">{charactersTexts.serverTitle}</h3>
          <div className={styles.servers}>
            {servers.map((server) => (
              <button
                type="button"
                key={server.id}
                aria-pressed={server.id === selectedServer}
                className={styles.choice}
                onClick={() => (main.selectedServer = server.id)}
              >
                {server.name}
              </button>
            ))}
          </div>
        </section>
        <section aria-labelledby="character-title">
          <h3 id="character-title">{charactersTexts.characterTitle}</h3>
          {selected ? (
            <dl className={styles.card}>
              <dt className="visually-hidden">{charactersTexts.characterTitle}</dt>
              <dd className={styles.name}>
                {selected.firstname} {selected.lastname}
              </dd>
              <dt>{charactersTexts.birthDate}</dt>
              <dd>{frenchDate(selected.dob)}</dd>
              <dt>{charactersTexts.birthPlace}</dt>
              <dd>{selected.pob}</dd>
              <dt>{charactersTexts.height}</dt>
              <dd>{charactersTexts.heightValue(selected.height)}</dd>
            </dl>
          ) : (
            <p className={styles.muted}>{charactersTexts.none}</p>
          )}
        </section>
        <section aria-labelledby="available-title">
          <h3 id="available-title">{charactersTexts.available}</h3>
          {query.isFetching && list.length === 0 ? (
            <p className={styles.muted}>{texts.app.loading}</p>
          ) : list.length === 0 ? (
            <p className={styles.muted}>{charactersTexts.empty}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((character) => (
                <li key={character.id}>
                  <button
                    type="button"
                    aria-pressed={character.id === selected?.id}
                    className={styles.choice}
                    onClick={() => (main.selectedCharacter[selectedServer] = character.id)}
                  >
                    {character.firstname} {character.lastname}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
