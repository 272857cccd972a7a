import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

// Issue 14: every screen, public and signed in, meets WCAG 2.1 AA as axe-core checks it. Called
// once the screen under test has rendered what it is checked for (a dialog open, a banner shown).
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function expectNoAxeViolations(page: Page, screen: string) {
  // A colour measured halfway through a transition (a button that just changed style) is no colour
  // the visitor reads; spinners, which never finish, are left turning.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page alone. By default it also opens a blank page to gather the
  // results of cross-origin frames, which MyPin's pages have none of; that took half of each check.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze();
  const found = violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
