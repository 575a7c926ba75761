import type { StorybookConfig } from '@storybook/react-vite';
import base from '../../../.storybook/main';

/**
 * The Storybook the visual tests screenshot: the project's own configuration, over the kit's
 * key components and the drive's list only, so its static build takes seconds, not minutes.
 */
const config: StorybookConfig = {
  ...base,
  stories: [
    '../../../packages/ui/src/Button/Button.stories.tsx',
    '../../../packages/ui/src/Dialog/Dialog.stories.tsx',
    '../../../packages/ui/src/TextField/TextField.stories.tsx',
    '../../../packages/ui/src/Table/Table.stories.tsx',
    '../../../packages/features/drive/src/screens/DrivePage.stories.tsx',
    '../../../packages/features/drive/src/screens/DriveMobile.stories.tsx',
  ],
  staticDirs: ['../../../public'],
  addons: (base.addons ?? []).filter((addon) => addon !== '@storybook/addon-vitest'),
};

export default config;
