// The payment methods' brand marks on white cards (120×48, drawn at 2.5× for the
// home's 96×38 CSS px slots): PayPal, Apple Pay, Mastercard and Visa are the full-
// colour marks of Iconify's "logos" set (CC0, the brands' own artwork; PayPal's
// monogram there comes with its name set beside it). No
// maintained icon package ships Bancontact's, so its card is its two-colour
// symbol and its name, in the brand's colours.
import type { PaymentLogo } from '../../../src/domain/payment-logos';
import { icon } from './icons';

export const LOGO_WIDTH = 120;
export const LOGO_HEIGHT = 48;
/** Logos are shown at 96×38 CSS pixels: drawn at 2.5×, sharp on high-density screens. */
export const LOGO_SCALE = 2.5;

/** The logos set's mark, fitted in a box of w × h centred on (cx, the card's middle). */
function mark(name: string, w: number, h: number, cx = LOGO_WIDTH / 2): string {
  const { body, viewBox, width, height } = icon('logos', name);
  const scale = Math.min(w / width, h / height);
  const [mw, mh] = [width * scale, height * scale];
  return `<svg x="${cx - mw / 2}" y="${(LOGO_HEIGHT - mh) / 2}" width="${mw}" height="${mh}" viewBox="${viewBox}">${body}</svg>`;
}

/** The set has PayPal's monogram only: its name follows in the brand's two blues. */
function paypal(): string {
  return `${mark('paypal', 20, 24, 24)}<text x="37" y="30.5" font-family="Verdana,'DejaVu Sans',sans-serif" font-size="17" font-style="italic" font-weight="700" letter-spacing="-.6"><tspan fill="#003087">Pay</tspan><tspan fill="#009cde">Pal</tspan></text>`;
}

const BANCONTACT_BLUE = '#1e3764';
const BANCONTACT_LIGHT = '#005498';
const BANCONTACT_YELLOW = '#ffd800';

/** Bancontact's two interlocking bands and its name. */
function bancontact(): string {
  return `<defs><linearGradient id="bb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BANCONTACT_LIGHT}"/><stop offset="1" stop-color="${BANCONTACT_BLUE}"/></linearGradient></defs>
<g transform="translate(10 15)">
<path d="M3 0h18a3 3 0 0 1 2.6 4.5L19 12H5L2 17H0.5A3 3 0 0 1 -2 12.5L3 3z" fill="url(#bb)" transform="translate(2 0)"/>
<path d="M9 18h18.5a3 3 0 0 0 2.6-1.5L33 11.5A3 3 0 0 0 30.4 7H28L25 12H11z" fill="${BANCONTACT_YELLOW}" transform="translate(-3 0)"/>
</g>
<text x="80" y="29" font-family="'Liberation Sans',Arial,sans-serif" font-size="13.5" font-weight="700" letter-spacing="-.2" fill="${BANCONTACT_BLUE}" text-anchor="middle">bancontact</text>`;
}

const CARDS: Record<PaymentLogo, () => string> = {
  paypal,
  'apple-pay': () => mark('apple-pay', 70, 28),
  bancontact,
  mastercard: () => mark('mastercard', 70, 32),
  visa: () => mark('visa', 64, 22),
};

export function logoSvg(name: PaymentLogo): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH * LOGO_SCALE}" height="${LOGO_HEIGHT * LOGO_SCALE}">
<rect x=".5" y=".5" width="${LOGO_WIDTH - 1}" height="${LOGO_HEIGHT - 1}" rx="8" fill="#fff" stroke="#d7dbe4"/>
${CARDS[name]()}
</svg>`;
}
