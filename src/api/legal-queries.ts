// The legal texts an admin set (the website's legal and privacy pages).
import { webPageEndpoints } from './contract/web-pages';
import type { Http } from './http';

export const fetchLegalTexts = (http: Http, signal?: AbortSignal) => http.call(webPageEndpoints.legalTexts, { signal });
