/** The page's content (ShopChrome): the skip link's target and focus's last resort. */
export const CONTENT_ID = 'contenu';
