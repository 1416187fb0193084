// Shows the login / logout notification the account feature raises, then resets it.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { main } from '../../state/main-store';
import { TOAST_DURATION_MS, showToast } from '../../ui/toast';

export function useSessionNotifications() {
  const { notification } = useSnapshot(main);
  useEffect(() => {
    if (!notification) return;
    if (notification === 'login') showToast(texts.notifications.login, 'success', TOAST_DURATION_MS);
    else showToast(texts.notifications.logout, 'neutral', TOAST_DURATION_MS);
    main.notification = null;
  }, [notification]);
}
