// The flags every headless Chromium of the scripts and the e2e tests starts with.

/**
 * Browser UI that Debian's Chromium (156 here) starts with every new window, that is
 * every Playwright context: a "top-chrome WebUI" renderer for the address bar's popup,
 * which spent about 1 s of CPU while each page loaded. On a machine of 2 cores it
 * competed with the shop's page for the CPU: with it, the web home's first-visit
 * medians at 4x were FCP 1,200, TBT 687 ms; without it, 820 and 318 (same build,
 * 10 interleaved runs). None of it is part of a page; Chromium 103 ignores the names.
 */
const BROWSER_UI_OFF = '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';

export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', BROWSER_UI_OFF];
