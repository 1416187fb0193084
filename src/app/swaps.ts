// The build-time swaps (`x.compact.tsx` replaces `x.tsx` in the in-game file) and
// the one type each pair must satisfy: `tsc` fails when either side lacks an
// export, exports one more, or changes a type. A test checks every swap is listed here.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { CategorySlug } from '../domain/category-slugs';
import type * as AccountOverlays from './account-overlays';
import type * as AccountOverlaysCompact from './account-overlays.compact';
import type * as PurchaseOverlays from './purchase-overlays';
import type * as PurchaseOverlaysCompact from './purchase-overlays.compact';
import type * as Pages from './pages';
import type * as PagesCompact from './pages.compact';
import type * as LoginMethods from '../features/account/login-methods';
import type * as LoginMethodsCompact from '../features/account/login-methods.compact';
import type * as ItemOverlayChunk from '../features/catalogue/item-overlay-chunk';
import type { ItemOverlayProps } from '../features/catalogue/item-overlay-chunk';
import type * as ItemOverlayChunkCompact from '../features/catalogue/item-overlay-chunk.compact';
import type * as CashActions from '../features/hosted-store/cash-actions';
import type * as CashActionsCompact from '../features/hosted-store/cash-actions.compact';
import type { CashActionsProps } from '../features/hosted-store/cash-buttons';
import type * as MobileDrawerChunk from '../features/navigation/mobile-drawer-chunk';
import type * as MobileDrawerChunkCompact from '../features/navigation/mobile-drawer-chunk.compact';
import type * as Footer from '../features/navigation/footer';
import type * as FooterCompact from '../features/navigation/footer.compact';
import type * as RouteAnnouncer from './route-announcer';
import type * as RouteAnnouncerCompact from './route-announcer.compact';
import type * as HostedStoreRoot from '../features/hosted-store/hosted-store-root';
import type * as HostedStoreRootCompact from '../features/hosted-store/hosted-store-root.compact';
import type * as DataChunk from './data-chunk';
import type * as DataChunkCompact from './data-chunk.compact';
import type { startShopData } from './data-root';
import type * as MenuPopupChunk from '../ui/menu-popup-chunk';
import type * as MenuPopupChunkCompact from '../ui/menu-popup-chunk.compact';
import type { MenuPopupProps } from '../ui/menu-items';
import type * as EnglishSource from '../features/language/english-source';
import type * as EnglishSourceCompact from '../features/language/english-source.compact';
import type { Platform } from '../platform/platform';
import type { Translation } from '../i18n/live';
import type * as DiscordLinkStart from '../features/account/discord-link-start';
import type * as DiscordLinkStartCompact from '../features/account/discord-link-start.compact';
import type * as ServerPage from './server-page';
import type * as ServerPageCompact from './server-page.compact';

type Preload = () => Promise<unknown>;

interface PagesModule {
  HomePage: ComponentType;
  CategoryPage: ComponentType<{ category: CategorySlug; itemId: string | null }>;
  DailyShopPage: ComponentType;
  LoginGamePage: ComponentType;
  RedirectingPage: ComponentType;
  WEB_ONLY_ROUTES: { path: string; component: ComponentType }[];
  preloadPageFor(path: string): Promise<void>;
}

interface AccountOverlaysModule {
  LoginPanel: ComponentType;
  CharacterModal: ComponentType;
  HistoryPopup: ComponentType;
  preloadVisitorOverlays: Preload;
  preloadPlayerOverlays: Preload;
}

interface PurchaseOverlaysModule {
  PurchaseDialogs: ComponentType;
  preloadPurchaseDialogs: Preload;
}

interface ItemOverlayChunkModule {
  ItemOverlay: (props: ItemOverlayProps) => ReactNode;
  preloadItemOverlay: Preload;
}

interface CashActionsModule {
  CashActions: (props: CashActionsProps) => ReactNode;
}

interface HostedStoreRootModule {
  HostedStoreRoot: () => ReactNode;
}

interface MobileDrawerChunkModule {
  MobileDrawerSlot: (props: { buttonClassName?: string }) => ReactNode;
}

interface FooterModule {
  Footer: () => ReactNode;
}

interface RouteAnnouncerModule {
  RouteAnnouncer: () => ReactNode;
}

interface DataChunkModule {
  loadDataRoot: () => typeof startShopData | Promise<typeof startShopData>;
}

interface MenuPopupChunkModule {
  MenuPopup: (props: MenuPopupProps) => ReactNode;
  preloadMenuPopup: () => void;
}

interface ServerPageModule {
  hydrateServerPage: (container: HTMLElement, app: ReactElement) => { root: Root; hydrated: Promise<void> } | null;
}

interface EnglishSourceModule {
  loadEnglish: (platform: Platform) => Promise<Translation>;
}

interface DiscordLinkStartModule {
  linkDiscord: (...args: Parameters<typeof DiscordLinkStart.linkDiscord>) => Promise<void>;
}

interface LoginMethodsModule {
  LoginMethods: () => ReactNode;
}

/** M has every export of the contract T, with its type, and nothing more. */
type Swap<T, M extends T & Record<Exclude<keyof M, keyof T>, never>> = M;

export type Swaps = [
  Swap<PagesModule, typeof Pages>,
  Swap<PagesModule, typeof PagesCompact>,
  Swap<AccountOverlaysModule, typeof AccountOverlays>,
  Swap<AccountOverlaysModule, typeof AccountOverlaysCompact>,
  Swap<PurchaseOverlaysModule, typeof PurchaseOverlays>,
  Swap<PurchaseOverlaysModule, typeof PurchaseOverlaysCompact>,
  Swap<ItemOverlayChunkModule, typeof ItemOverlayChunk>,
  Swap<ItemOverlayChunkModule, typeof ItemOverlayChunkCompact>,
  Swap<LoginMethodsModule, typeof LoginMethods>,
  Swap<LoginMethodsModule, typeof LoginMethodsCompact>,
  Swap<CashActionsModule, typeof CashActions>,
  Swap<CashActionsModule, typeof CashActionsCompact>,
  Swap<HostedStoreRootModule, typeof HostedStoreRoot>,
  Swap<HostedStoreRootModule, typeof HostedStoreRootCompact>,
  Swap<RouteAnnouncerModule, typeof RouteAnnouncer>,
  Swap<RouteAnnouncerModule, typeof RouteAnnouncerCompact>,
  Swap<MobileDrawerChunkModule, typeof MobileDrawerChunk>,
  Swap<MobileDrawerChunkModule, typeof MobileDrawerChunkCompact>,
  Swap<FooterModule, typeof Footer>,
  Swap<FooterModule, typeof FooterCompact>,
  Swap<DataChunkModule, typeof DataChunk>,
  Swap<DataChunkModule, typeof DataChunkCompact>,
  Swap<MenuPopupChunkModule, typeof MenuPopupChunk>,
  Swap<MenuPopupChunkModule, typeof MenuPopupChunkCompact>,
  Swap<DiscordLinkStartModule, typeof DiscordLinkStart>,
  Swap<DiscordLinkStartModule, typeof DiscordLinkStartCompact>,
  Swap<ServerPageModule, typeof ServerPage>,
  Swap<ServerPageModule, typeof ServerPageCompact>,
  Swap<EnglishSourceModule, typeof EnglishSource>,
  Swap<EnglishSourceModule, typeof EnglishSourceCompact>,
];
