// How every browser run of the project starts Debian's Chromium (e2e tests, the public-page
// measurement): its path, the flags this machine needs (no sandbox as root, no background
// networking on a closed network), a fresh profile, a desktop viewport and reduced motion (the
// product honours prefers-reduced-motion). Returns the context and a function that closes it
// and deletes the profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'pw-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    args,
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}
