// The route table of spec 01 §2. Pages load lazily (one chunk each on the web).
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { ErrorPage } from '../features/errors/error-page';
import { resolveCategory } from '../domain/category-slugs';
import { PageErrorBoundary } from '../ui/page-error-boundary';
import { PageLoader } from '../ui/page-loader';
import { CategoryPage, DailyShopPage, HomePage, LoginGamePage, RedirectingPage, WEB_ONLY_ROUTES } from './pages';

export function AppRoutes() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/daily-shop" component={DailyShopPage} />
          <Route path="/loginGame" component={LoginGamePage} />
          {WEB_ONLY_ROUTES.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
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
