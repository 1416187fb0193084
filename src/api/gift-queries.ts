// Gift recipient lookup (spec 02 "Gifting"): the player's id and nickname, or an
// ApiError carrying the server's French text (404 for an unknown player).
import { endpoints } from './contract/endpoints';
import type { Http } from './http';

export const verifyGiftRecipient = (http: Http, username: string) => http.call(endpoints.verifyUsername, { query: { username } });
