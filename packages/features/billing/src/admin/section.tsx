import { type AdminSection, RequirePermission } from '@coffer/admin';
import { defineMessage } from '@coffer/core';

/**
 * Billing's part of the admin area (spec §2.4, §6), for `adminRoutes({ sections })`: the
 * subscriptions list (subscriptions.update) and the plans with their editor (plans.update),
 * after Roles in the sidebar. Each screen loads with its route.
 */
export const billingAdminSection: AdminSection = {
  screens: [
    {
      path: '/admin/subscriptions',
      permission: 'subscriptions.update',
      label: defineMessage('Subscriptions'),
    },
    { path: '/admin/plans', permission: 'plans.update', label: defineMessage('Plans') },
  ],
  after: '/admin/roles',
  routes: [
    {
      path: 'subscriptions',
      element: <RequirePermission permission="subscriptions.update" />,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./screens/SubscriptionsScreen')).SubscriptionsScreen,
          }),
        },
      ],
    },
    {
      path: 'plans',
      element: <RequirePermission permission="plans.update" />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./screens/PlansScreen')).PlansScreen }),
        },
        {
          path: 'new',
          lazy: async () => ({
            Component: (await import('./screens/PlanEditorScreen')).PlanEditorScreen,
          }),
        },
        {
          path: ':productId/edit',
          lazy: async () => ({
            Component: (await import('./screens/PlanEditorScreen')).PlanEditorScreen,
          }),
        },
      ],
    },
  ],
};
