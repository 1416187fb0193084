// The English twin of fr-footer.
import type { Dictionary } from './dictionary';
import type { frFooter } from './fr-footer';

export const enFooter: Dictionary<typeof frFooter> = {
  legal: 'Legal notice',
  privacy: 'Privacy',
  contact: 'Contact',
  impressum: 'Impressum',
  terms: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  checkoutNote: 'Payments are handled by Tebex, our authorised reseller, who manages orders, billing and refunds.',
};
