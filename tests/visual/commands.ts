import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';
import { checkBaseline, type BaselineResult, type UpdateMode } from './baseline';

const folders = {
  baselines: fileURLToPath(new URL('baselines', import.meta.url)),
  output: fileURLToPath(new URL('.output', import.meta.url)),
};

/** The element the visual test renders each story into (see stories.visual.tsx). */
export const VISUAL_ROOT = '[data-visual-root]';

/**
 * Screenshots until two in a row are identical, so JavaScript-driven motion (chart bars growing,
 * images decoding) has settled. CSS animations are finished by Playwright and the caret hidden.
 */
async function stableScreenshot(root: Locator): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const shot = await root.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The story never stopped changing (20 screenshots in 2 s all differed)');
}

function updateMode(configured: boolean | 'all' | 'new' | 'none'): UpdateMode {
  if (process.env.UPDATE_VISUAL === '1' || configured === 'all' || configured === true) return 'all';
  return configured === 'new' ? 'new' : 'none';
}

/**
 * Runs in Node, called from the browser test: screenshots the rendered story and compares it with
 * its baseline. `--update` (Vitest's snapshot flag) or UPDATE_VISUAL=1 rewrites the baselines.
 */
export const matchStoryScreenshot: BrowserCommand<[name: string]> = async (context, name): Promise<BaselineResult> => {
  if (context.provider.name !== 'playwright') throw new Error('Visual tests need the Playwright provider');
  const frame = await context.frame();
  // A pointer left over an element would show its hover state.
  await frame.page().mouse.move(-1000, -1000);
  const shot = await stableScreenshot(frame.locator(VISUAL_ROOT));
  return checkBaseline(name, shot, folders, updateMode(context.project.config.snapshotOptions.updateSnapshot));
};
