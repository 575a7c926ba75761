// `@coffer/ui/test`: the kit's helpers for tests of code built on it (vitest, with jsdom or a
// browser). They need `vitest` and `axe-core` in the consumer's dev dependencies.
export { expectNoAxeViolations } from './axe';
export { outsideAct } from './outside-act';
export { withViewportSize } from './viewport';
