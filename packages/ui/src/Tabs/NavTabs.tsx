import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

export interface NavTab {
  /** Where the tab leads; also its key. */
  href: string;
  /** The tab's label. */
  label: ReactNode;
}

export interface NavTabsProps {
  /** The tabs, in order. */
  tabs: NavTab[];
  /**
   * The current location's path (`useLocation().pathname` or `location.pathname`). The tab
   * whose `href` is the longest prefix of it is selected, so `/admin/users/42` selects
   * the `/admin/users` tab.
   */
  currentPath: string;
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  /** The content of the current page, shown in the selected tab's panel. */
  children?: ReactNode;
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * Tabs that are links, selected from the current path: admin pages use them as section
 * navigation. Router-agnostic: each tab is a link (`href`), so client-side routing goes
 * through react-aria's `RouterProvider` when the app sets one up.
 */
export function NavTabs({ tabs, currentPath, children, className, ...props }: NavTabsProps) {
  const selectedKey = selectedHref(tabs, currentPath);
  return (
    // With no matching tab react-aria falls back to the first one; a path outside the tabs is
    // the caller's routing mistake, not a state to show.
    <Tabs selectedKey={selectedKey ?? undefined} className={className}>
      <TabList aria-label={props['aria-label']} items={tabs}>
        {(tab) => (
          <Tab id={tab.href} href={tab.href}>
            {tab.label}
          </Tab>
        )}
      </TabList>
      {selectedKey !== null && <TabPanel id={selectedKey}>{children}</TabPanel>}
    </Tabs>
  );
}

/** The href that is the longest path-segment prefix of `path`, or null when none matches. */
export function selectedHref(tabs: NavTab[], path: string): string | null {
  let best: string | null = null;
  for (const { href } of tabs) {
    const matches = path === href || path.startsWith(href.endsWith('/') ? href : `${href}/`);
    if (matches && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
