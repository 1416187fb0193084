// The website's English words: a chunk of their own, loaded only when English is shown.
import type { Translation } from '../../i18n/live';
import type { Platform } from '../../platform/platform';

export const loadEnglish = (_platform: Platform): Promise<Translation> => import('../../i18n/english').then((module) => module.english);
