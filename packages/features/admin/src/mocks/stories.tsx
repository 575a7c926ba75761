import type { Decorator } from '@storybook/react-vite';
import { AdminLayout } from '../layout/AdminLayout';

/** Shows a screen story inside the admin layout (its `<main>`, navbar and sidebar). */
export const withAdminLayout: Decorator = (Story) => (
  <AdminLayout layout="columns">
    <Story />
  </AdminLayout>
);
