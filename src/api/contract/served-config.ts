// The runtime configuration as the shop's server serves it (/config.json): ShopConfig and
// the shop's identity from its settings (./settings). The clients parse it as ShopConfig
// and take the identity with the catalogue (/api/shopVer), whose version check brings
// them an admin's change: one way for the web, the game and the server-rendered page.
import * as z from 'zod/mini';
import { ShopConfig } from './config';
import { ShopIdentity } from './shop-identity';

export const ServedConfig = z.extend(ShopConfig, z.partial(ShopIdentity).shape);
export type ServedConfig = z.infer<typeof ServedConfig>;
