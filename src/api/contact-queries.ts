import type { SendMailBody } from './contract/misc';
import { endpoints } from './contract/endpoints';
import type { Http } from './http';

export const sendMail = (http: Http, body: SendMailBody) => http.call(endpoints.sendMail, { json: body });
