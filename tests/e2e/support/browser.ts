import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
}
