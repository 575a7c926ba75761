import { useTrans } from '@coffer/core';
import { EmptyState } from '@coffer/ui/EmptyState';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Tab, TabList, TabPanel, Tabs } from '@coffer/ui/Tabs';
import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAdminSettings } from '../api/settings';
import { AdminPage } from '../layout/AdminPage';
import { SETTINGS_TABS } from './tabs';

/** Where the settings open: the first tab. */
export const SETTINGS_HOME = '/admin/settings/general';

/**
 * `/admin/settings/{tab}` (settings.update): the site's settings, one tab a route (links,
 * so each tab has its address), each tab's form a chunk that loads with it. An unknown tab
 * goes to the first one.
 */
export function SettingsScreen() {
  const { trans } = useTrans();
  const tabId = useParams().tab;
  const settings = useAdminSettings();
  const tab = SETTINGS_TABS.find((t) => t.id === tabId);
  if (!tab) return <Navigate to={SETTINGS_HOME} replace />;
  const loading = <ProgressCircle isIndeterminate aria-label={trans('Loading')} />;
  // The kit's Tabs with link tabs, one panel a tab (each its own lazy chunk). Not NavTabs: its
  // single panel keeps the id of the first tab it showed when the route changes, so the tab's
  // aria-controls would name no element.
  return (
    <AdminPage title={trans('Settings')}>
      <Tabs selectedKey={tab.id}>
        <TabList aria-label={trans('Settings')}>
          {SETTINGS_TABS.map((t) => (
            <Tab key={t.id} id={t.id} href={`/admin/settings/${t.id}`}>
              {trans(t.label)}
            </Tab>
          ))}
        </TabList>
        {SETTINGS_TABS.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            {settings.data ? (
              <Suspense fallback={loading}>
                <t.Panel settings={settings.data} />
              </Suspense>
            ) : settings.isError ? (
              <EmptyState size="compact" title={trans('The settings could not be loaded.')} />
            ) : (
              loading
            )}
          </TabPanel>
        ))}
      </Tabs>
    </AdminPage>
  );
}
