// The website's footer (in game the page has none).
export const frFooter = {
  legal: 'Mentions légales',
  privacy: 'Confidentialité',
  contact: 'Contact',
  impressum: 'Impressum',
  terms: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  checkoutNote: 'Le paiement est assuré par Tebex, notre revendeur agréé, qui gère la commande, la facturation et les remboursements.',
};
