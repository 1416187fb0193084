/** Where @sparticuz/chromium unpacks its Chromium 103.0.5058 binary. */
export const CHROMIUM_103 = '/tmp/chromium';
