// The console's English words, in the console's chunk: a player's load never carries them.
// Keys are the live dictionaries' names (src/i18n/live.ts).
import type { Translation } from '../../i18n/live';
import { enAdmin } from './en-admin';
import { enAdminFigures } from './en-admin-figures';
import { enAdminSales } from './en-admin-sales';
import { enAdminSettings } from './en-admin-settings';

export const adminEnglish: Translation = { admin: enAdmin, adminFigures: enAdminFigures, adminSales: enAdminSales, adminSettings: enAdminSettings };
