import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import * as styles from './tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'> {
  /** Extra class for layout by the caller. */
  className?: string;
}

/**
 * Tabs: a `TabList` of `Tab`s and one `TabPanel` per tab. Arrow keys move between tabs
 * (Home/End to the ends); with `keyboardActivation="manual"` Enter/Space selects.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={className ? `${styles.tabs} ${className}` : styles.tabs} />
  );
}

export interface TabListProps<T extends object>
  extends Omit<AriaTabListProps<T>, 'className' | 'style'> {}

/** The row (or column, when `orientation="vertical"`) of tabs. Needs an `aria-label`. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** The tab's label. */
  children?: ReactNode;
}

/** One tab. With `href` it is a link (see `NavTabs`). */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {}

/** The content of the tab with the same `id`. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
