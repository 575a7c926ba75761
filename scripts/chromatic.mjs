// Publishes Storybook to Chromatic for visual review, only when a project token is set.
import { execSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}
execSync('pnpm exec chromatic --build-script-name build-storybook --exit-zero-on-changes', {
  stdio: 'inherit',
});
