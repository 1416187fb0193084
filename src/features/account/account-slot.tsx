// Nav bar slot of the account: the user menu when logged in, else "Connexion".
import { useSnapshot } from 'valtio';
import { fr } from '../../i18n/fr';
import { main } from '../../state/main-store';
import { setLoginShown } from '../../state/ui-store';

export function AccountSlot() {
  const { user } = useSnapshot(main);
  if (user) return <span>{user.username}</span>;
  return (
    <button type="button" className="button-primary" onClick={() => setLoginShown(true)}>
      {fr.nav.login}
    </button>
  );
}
