/**
 * `findBy…` options for stories that wait for what loads on first use (the grid, the context
 * menu, the sharing dialogs, the details panel): the story runner's dev server compiles those
 * chunks when first asked, which takes seconds while every story runs in light and dark at
 * once on a 2-core machine (the default wait is 1 s).
 */
export const firstUse = { timeout: 15_000 };
