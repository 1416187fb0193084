// The payment methods the home shows (spec 01 §1), as images in public/images/payments/.
export const PAYMENT_LOGOS = ['paypal', 'apple-pay', 'bancontact', 'mastercard', 'visa'] as const;
export type PaymentLogo = (typeof PAYMENT_LOGOS)[number];

/** PNG, not SVG: an SVG image is a document of its own, parsed and laid out on the main thread. */
export const paymentLogoPath = (name: PaymentLogo): string => `/images/payments/${name}.png`;

/** Each brand's name: the logo's alternative text. */
export const PAYMENT_LOGO_NAMES: Record<PaymentLogo, string> = {
  paypal: 'PayPal',
  'apple-pay': 'Apple Pay',
  bancontact: 'Bancontact',
  mastercard: 'Mastercard',
  visa: 'Visa',
};
