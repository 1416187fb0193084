// In game the shop is one file: the drawer is rendered directly.
export { MobileDrawer as MobileDrawerSlot } from './mobile-drawer';
