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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  /** What it does, for the OpenAPI document (the clients' table keeps these apart: endpointSummaries). */
  summary?: string;
  query?: z.ZodMiniType;
  /** Values of the `{name}` segments of `path` (OpenAPI style), e.g. `/api/admin/deliveries/{id}/ack`. */
  params?: z.ZodMiniType;
  body?: z.ZodMiniType;
  answer: z.ZodMiniType;
  /** The answer's media type when it is not JSON. */
  answerType?: 'text/javascript';
  /** A bad query, path or body's French text, naming the field; without it, `Requête invalide : <fields>.` */
  issueText?: (issue: z.core.$ZodIssue) => string;
  /**
   * 'serverSecret': only the game server calls it, with header X-Server-Secret (SERVER_SECRET).
   * 'tebexSignature': only Tebex calls it, signed with header X-Signature (TEBEX_WEBHOOK_SECRET).
   * 'admin': an admin's session (group `admin`), from the shop's own pages only.
   */
  auth?: 'serverSecret' | 'tebexSignature' | 'admin';
}

export const endpoint = <E extends Endpoint>(e: E) => e;

export const endpoints = {
  login: endpoint({ method: 'POST', path: '/api/login', body: LoginBody, answer: Account }),
  loginGame: endpoint({ method: 'POST', path: '/api/loginGame', query: LoginGameQuery, answer: Account }),
  cfxLogin: endpoint({ method: 'POST', path: '/api/cfxlogin', body: CfxLoginBody, answer: Account }),
  logout: endpoint({ method: 'POST', path: '/api/logout', answer: LogoutAnswer }),
  whoAmI: endpoint({ method: 'GET', path: '/api/whoAmI', answer: Account }),
  getCharacters: endpoint({ method: 'GET', path: '/api/getCharacters', answer: CharactersAnswer }),
  sendMail: endpoint({ method: 'POST', path: '/api/sendMail', body: SendMailBody, answer: MessageAnswer }),
  getExchangeRate: endpoint({ method: 'GET', path: '/api/getExchangeRate', answer: ExchangeRateAnswer }),
  verifyUsername: endpoint({ method: 'GET', path: '/api/verifyUsername', query: VerifyUsernameQuery, answer: VerifyUsernameAnswer }),
  getCreators: endpoint({ method: 'GET', path: '/api/getCreators', answer: CreatorsAnswer }),
  discordState: endpoint({ method: 'POST', path: '/api/discordState', answer: DiscordStateAnswer }),
  linkDiscord: endpoint({ method: 'POST', path: '/api/linkDiscord', body: LinkDiscordBody, answer: LinkDiscordAnswer }),
  getPlayerTransactions: endpoint({ method: 'GET', path: '/api/getPlayerTransactions', answer: TransactionsAnswer }),
  shopVer: endpoint({ method: 'GET', path: '/api/shopVer', query: ShopVerQuery, answer: ShopVerAnswer }),
  dailyShop: endpoint({ method: 'GET', path: '/api/dailyShop', answer: DailyShopAnswer }),
  buyProducts: endpoint({ method: 'POST', path: '/api/buyProducts', body: BuyBody, answer: BuyAnswer }),
} as const;

export type Endpoints = typeof endpoints;

/** The clients' calls, described for the OpenAPI document; apart from the table so that no player's bundle carries them. */
export const endpointSummaries: Record<keyof Endpoints, string> = {
  login: 'Password login; 401 or 429 with a French error',
  loginGame: 'Exchange a one-time game token (60 s)',
  cfxLogin: 'Forum user-api-key login',
  logout: 'End the session',
  whoAmI: 'Current account; 401 without a session',
  getCharacters: 'Characters of the account on the gameServer header',
  sendMail: 'Contact message; 429 within 5 minutes',
  getExchangeRate: 'Display currency rates, base EUR',
  verifyUsername: 'Gift recipient lookup; 404 when unknown',
  getCreators: 'Creator codes',
  discordState: 'Issue the value the Discord OAuth state must carry (10 min, one use)',
  linkDiscord: 'Finish the Discord link',
  getPlayerTransactions: 'Purchase history; 403 when empty',
  shopVer: 'Catalogue version; the catalogue when the given version is stale',
  dailyShop: "Today's offers (Europe/Paris date)",
  buyProducts: 'Buy with H-Points for a character; Idempotency-Key header replays',
};
export type EndpointName = keyof Endpoints;
