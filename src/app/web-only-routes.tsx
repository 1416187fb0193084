// Pages of the website that the in-game build leaves out (web-only-routes.compact.tsx
// sends them to the web shop instead): static texts, contact form, sign-in returns.
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

export const WEB_ONLY_ROUTES: { path: string; component: ComponentType }[] = [
  { path: '/mentions-legales', component: lazyPage('mentions légales', () => import('../features/pages/legal-page')) },
  { path: '/confidentialite', component: lazyPage('confidentialité', () => import('../features/pages/privacy-page')) },
  { path: '/contact', component: lazyPage('contact', () => import('../features/contact/contact-page')) },
  { path: '/cfxAuth', component: lazyPage('connexion forum', () => import('../features/account/forum-return-page')) },
  { path: '/discordAuth', component: lazyPage('liaison discord', () => import('../features/account/discord-return-page')) },
];
