import chromium from '@sparticuz/chromium';
import { CHROMIUM_103 } from './chromium-103';

// Unpacks the game's Chromium 103 once before the run.
export default async function globalSetup() {
  const path = await chromium.executablePath;
  if (path !== CHROMIUM_103) throw new Error(`Chromium 103 unpacked at ${path}, expected ${CHROMIUM_103}`);
}
