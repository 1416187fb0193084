// The route table of spec 01 §2. Pages load lazily (one chunk each on the web).
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { ErrorPage } from '../features/errors/error-page';
import { resolveCategory } from './category-aliases';
import { lazyPage, PageErrorBoundary } from './lazy-page';
import { PageLoader } from './page-loader';

const HomePage = lazyPage('accueil', () => import('../features/pages/home-page'));
const CategoryPage = lazyPage('catégorie', () => import('../features/catalogue/category-page'));
const RedirectingPage = lazyPage('redirection', () => import('../features/pages/redirecting-page'));
const DailyShopPage = lazyPage('boutique du jour', () => import('../features/daily-shop/daily-shop-page'));
const LegalPage = lazyPage('mentions légales', () => import('../features/pages/legal-page'));
const PrivacyPage = lazyPage('confidentialité', () => import('../features/pages/privacy-page'));
const ContactPage = lazyPage('contact', () => import('../features/contact/contact-page'));
const LoginGamePage = lazyPage('connexion jeu', () => import('../features/account/login-game-page'));
const ForumReturnPage = lazyPage('connexion forum', () => import('../features/account/forum-return-page'));
const DiscordReturnPage = lazyPage('liaison discord', () => import('../features/account/discord-return-page'));

export function AppRoutes() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/daily-shop" component={DailyShopPage} />
          <Route path="/mentions-legales" component={LegalPage} />
          <Route path="/confidentialite" component={PrivacyPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/loginGame" component={LoginGamePage} />
          <Route path="/cfxAuth" component={ForumReturnPage} />
          <Route path="/discordAuth" component={DiscordReturnPage} />
          <Route path="/redirecting" component={RedirectingPage} />
          <Route path="/:category/:itemId?" component={CategoryRoute} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

/** Resolves aliases and legacy names to the canonical category path. */
function CategoryRoute() {
  const { category = '', itemId } = useParams<{ category: string; itemId?: string }>();
  const slug = resolveCategory(category);
  if (!slug) return <NotFound />;
  if (slug !== category) return <Redirect replace to={`/${slug}${itemId ? `/${encodeURIComponent(itemId)}` : ''}`} />;
  return <CategoryPage category={slug} itemId={itemId ?? null} />;
}

export function NotFound() {
  const [, navigate] = useLocation();
  return <ErrorPage type="PAGE_NOT_FOUND" onAction={() => navigate('/')} />;
}
