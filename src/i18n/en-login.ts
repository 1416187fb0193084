// The English twin of fr-login.
import type { Dictionary } from './dictionary';
import type { frLogin } from './fr-login';

export const enLogin: Dictionary<typeof frLogin> = {
  panelTitle: 'Log in',
  back: 'Back',
  guideButton: 'Log in from the game',
  guideTitle: 'Log in from the game',
  guideBack: 'Back to the form',
  dismissError: 'Close the error message',
};
