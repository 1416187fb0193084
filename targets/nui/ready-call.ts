// The NUI entry imports this module first, so it runs before the rest of the shop's
// code is evaluated (150 to 300 ms at 4x CPU on a first start): the game's answer
// to `ready`, which may carry the configuration, travels meanwhile.
import { fetchNui } from './nui-callback';

export const readyAnswer: Promise<unknown> = fetchNui('ready');
