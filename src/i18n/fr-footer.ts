// The website's footer (in game the page has none).
import { live } from './live';

export const frFooter = {
  legal: 'Mentions légales',
  privacy: 'Confidentialité',
  contact: 'Contact',
  impressum: 'Impressum',
  terms: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  checkoutNote: 'Le paiement est assuré par Tebex, notre revendeur agréé, qui gère la commande, la facturation et les remboursements.',
};

/** What components read: these words, or their English twin's when English is shown. */
export const footerTexts = live('footer', frFooter);
