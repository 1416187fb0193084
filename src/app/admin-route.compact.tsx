// In game there is no admin console: no route, nothing of src/features/admin in the file.
import type { ComponentType } from 'react';

export const ADMIN_ROUTES: { path: string; component: ComponentType }[] = [];

export const adminTitle = (_path: string): string | null => null;
