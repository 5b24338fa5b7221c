/** The flags every Chromium of the tests and benches is launched with. */
export const CHROMIUM_FLAGS: string[];

/** The browser's executable: CHROMIUM_PATH, else @sparticuz/chromium on Linux x64, else a system Chrome or Chromium. */
export function findChromium(): Promise<string>;
