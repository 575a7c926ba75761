import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has no layout; a virtualizer needs a viewport size to decide which rows to render.
 * Call at the top of a test file: every element reports this size while its tests run.
 */
export function withViewportSize(width = 600, height = 400): void {
  const sizes: ReturnType<typeof vi.spyOn>[] = [];
  beforeAll(() => {
    sizes.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width));
    sizes.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height));
  });
  afterAll(() => {
    for (const spy of sizes) spy.mockRestore();
  });
}
