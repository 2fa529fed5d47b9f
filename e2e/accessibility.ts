import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page at rest, once its transitions have ended (a notification fading in is,
 * for a moment, text of too little contrast); serious and critical violations fail the test. `exclude`
 * names parts axe must leave out: a frame sandboxed without scripts, which axe cannot enter and
 * would wait on for ever, is checked on its own instead.
 */
export async function expectNoSeriousViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
) {
  // The resting page is judged: a hover colour under a pointer left where the last click was
  // (a button that moved there as the layout changed) is not.
  await page.mouse.move(0, 0);
  // Two frames, so that whatever that move (or the last click) starts is already running below.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // Spinners loop for ever; only animations that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const axe = new AxeBuilder({ page });
  for (const selector of exclude) axe.exclude(selector);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
}
