// Every own-API call in one table: the client calls through it, the reference
// server validates with it and the OpenAPI document is generated from it. The game
// server's own calls are the table `adminEndpoints` of ./admin, which the clients
// never import (so none of it lands in their bundles).
import type * as z from 'zod/mini';
import {
  Account, CfxLoginBody, DiscordStateAnswer, LinkDiscordAnswer, LinkDiscordBody, LoginBody, LoginGameQuery,
  LogoutAnswer, VerifyUsernameAnswer, VerifyUsernameQuery,
} from './account';
import { CharactersAnswer } from './characters';
import { CreatorsAnswer, ExchangeRateAnswer, MessageAnswer, SendMailBody, TransactionsAnswer } from './misc';
import { BuyAnswer, BuyBody, DailyShopAnswer, ShopVerAnswer, ShopVerQuery } from './shop';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: `/api/${string}`;
  summary: string;
  query?: z.ZodMiniType;
  /** Values of the `{name}` segments of `path` (OpenAPI style), e.g. `/api/admin/deliveries/{id}/ack`. */
  params?: z.ZodMiniType;
  body?: z.ZodMiniType;
  answer: z.ZodMiniType;
  /**
   * 'serverSecret': only the game server calls it, with header X-Server-Secret (SERVER_SECRET).
   * 'tebexSignature': only Tebex calls it, signed with header X-Signature (TEBEX_WEBHOOK_SECRET).
   * 'admin': an admin's session (group `admin`), from the shop's own pages only.
   */
  auth?: 'serverSecret' | 'tebexSignature' | 'admin';
}

export const endpoint = <E extends Endpoint>(e: E) => e;

export const endpoints = {
  login: endpoint({ method: 'POST', path: '/api/login', summary: 'Password login; 401 or 429 with a French error', body: LoginBody, answer: Account }),
  loginGame: endpoint({ method: 'POST', path: '/api/loginGame', summary: 'Exchange a one-time game token (60 s)', query: LoginGameQuery, answer: Account }),
  cfxLogin: endpoint({ method: 'POST', path: '/api/cfxlogin', summary: 'Forum user-api-key login', body: CfxLoginBody, answer: Account }),
  logout: endpoint({ method: 'POST', path: '/api/logout', summary: 'End the session', answer: LogoutAnswer }),
  whoAmI: endpoint({ method: 'GET', path: '/api/whoAmI', summary: 'Current account; 401 without a session', answer: Account }),
  getCharacters: endpoint({ method: 'GET', path: '/api/getCharacters', summary: 'Characters of the account on the gameServer header', answer: CharactersAnswer }),
  sendMail: endpoint({ method: 'POST', path: '/api/sendMail', summary: 'Contact message; 429 within 5 minutes', body: SendMailBody, answer: MessageAnswer }),
  getExchangeRate: endpoint({ method: 'GET', path: '/api/getExchangeRate', summary: 'Display currency rates, base EUR', answer: ExchangeRateAnswer }),
  verifyUsername: endpoint({ method: 'GET', path: '/api/verifyUsername', summary: 'Gift recipient lookup; 404 when unknown', query: VerifyUsernameQuery, answer: VerifyUsernameAnswer }),
  getCreators: endpoint({ method: 'GET', path: '/api/getCreators', summary: 'Creator codes', answer: CreatorsAnswer }),
  discordState: endpoint({ method: 'POST', path: '/api/discordState', summary: 'Issue the value the Discord OAuth state must carry (10 min, one use)', answer: DiscordStateAnswer }),
  linkDiscord: endpoint({ method: 'POST', path: '/api/linkDiscord', summary: 'Finish the Discord link', body: LinkDiscordBody, answer: LinkDiscordAnswer }),
  getPlayerTransactions: endpoint({ method: 'GET', path: '/api/getPlayerTransactions', summary: 'Purchase history; 403 when empty', answer: TransactionsAnswer }),
  shopVer: endpoint({ method: 'GET', path: '/api/shopVer', summary: 'Catalogue version; the catalogue when the given version is stale', query: ShopVerQuery, answer: ShopVerAnswer }),
  dailyShop: endpoint({ method: 'GET', path: '/api/dailyShop', summary: "Today's offers (Europe/Paris date)", answer: DailyShopAnswer }),
  buyProducts: endpoint({ method: 'POST', path: '/api/buyProducts', summary: 'Buy with H-Points for a character; Idempotency-Key header replays', body: BuyBody, answer: BuyAnswer }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
