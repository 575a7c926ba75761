import { expect, settle, showStory, test } from './fixtures';

/**
 * The kit's key stories and the drive's list, each alone in Storybook's iframe (no manager
 * UI), in the project's theme. Stories without a play function, so what is compared is the
 * story at rest. `ready` is what shows once the story's data has arrived.
 */
const stories: { id: string; ready?: 'grid' | 'dialog' }[] = [
  { id: 'ui-button--variants' },
  { id: 'ui-button--sizes' },
  { id: 'ui-fields-textfield--default' },
  { id: 'ui-fields-textfield--invalid' },
  { id: 'ui-dialog--open', ready: 'dialog' },
  { id: 'ui-table--selected', ready: 'grid' },
  { id: 'drive-drivepage--list', ready: 'grid' },
  { id: 'drive-drivepage-mobile--list', ready: 'grid' },
];

test.describe('stories', () => {
  for (const { id, ready } of stories) {
    test(id, async ({ storybook }) => {
      await showStory(storybook, id);
      if (ready) await expect(storybook.getByRole(ready).first()).toBeVisible();
      await settle(storybook);
      // The story's own element, so that the tolerance is a share of the component, not of
      // the page around it.
      const subject = ready
        ? storybook.getByRole(ready).first()
        : storybook.locator('#storybook-root > *').first();
      await expect(subject).toHaveScreenshot(`${id}.png`);
    });
  }
});
