// The English words of players' pages, one chunk on the website that only an English
// page loads; the game gets the same chunk from the shop's server (README "Languages").
// Keys are the live dictionaries' names (src/i18n/live.ts).
import type { Translation } from './live';
import { en } from './en';
import { enCharacters } from './en-characters';
import { enChunks } from './en-chunks';
import { enFooter } from './en-footer';
import { enHistory } from './en-history';
import { enHome } from './en-home';
import { enHostedStore } from './en-hosted-store';
import { enItem } from './en-item';
import { enLogin } from './en-login';
import { enLoginForm } from './en-login-form';
import { enPurchase } from './en-purchase';
import { enSales } from './en-sales';
import { enSubscriptions } from './en-subscriptions';
import { enWebPages } from './en-web-pages';

export const english: Translation = {
  main: en,
  characters: enCharacters,
  chunks: enChunks,
  footer: enFooter,
  history: enHistory,
  home: enHome,
  hostedStore: enHostedStore,
  item: enItem,
  login: enLogin,
  loginForm: enLoginForm,
  purchase: enPurchase,
  sales: enSales,
  subscriptions: enSubscriptions,
  webPages: enWebPages,
};
