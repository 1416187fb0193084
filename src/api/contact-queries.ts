import type { SendMailBody } from './contract/misc';
import { endpoints } from './contract/endpoints';
import { call } from './http';

export const sendMail = (body: SendMailBody) => call(endpoints.sendMail, { json: body });
