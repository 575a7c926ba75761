import axe from 'axe-core';

/**
 * Runs axe over a rendered subtree and fails with the rule ids and targets it found.
 * Colour contrast is left to the story sweep in a real browser (jsdom has no layout).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  if (found.length > 0) throw new Error(`axe violations:\n${found.join('\n')}`);
}
