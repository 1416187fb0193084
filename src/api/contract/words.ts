// The English words the game loads from the shop's server (its single file carries French
// only): the web build's English chunk, an ES module whose one export is the words.
import * as z from 'zod/mini';
import { endpoint } from './endpoints';

export const wordsEndpoints = {
  english: endpoint({
    method: 'GET',
    path: '/api/words/en.js',
    summary: 'The English words of the players’ pages, as a JavaScript module (the web build’s chunk); 404 before a web build',
    answer: z.string(),
    answerType: 'text/javascript',
  }),
} as const;
