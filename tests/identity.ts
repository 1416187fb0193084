// Hurricane's identity, as the demo data's settings give it to players' pages.
import { shopIdentity } from '../src/domain/identity-from-settings';
import { DEFAULT_SETTINGS } from '../server/services/default-settings';

export const HURRICANE = shopIdentity(DEFAULT_SETTINGS);
