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
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
