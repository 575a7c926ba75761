import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { mobileMedia } from '../theme/tokens';
import * as styles from './sidebar.css';
import { useMediaQuery } from './useMediaQuery';

// The drawer (a modal dialog) loads only where the sidebar is one: wide screens never need it.
const SidebarDrawer = lazy(async () => ({
  default: (await import('./SidebarDrawer')).SidebarDrawer,
}));

export const sidebarLayouts = ['auto', 'columns', 'drawer'] as const;
export type SidebarLayout = (typeof sidebarLayouts)[number];

export interface SidebarProps {
  /** The navigation shown in the side column, or in the drawer on small screens. */
  nav: ReactNode;
  /** The page's content. */
  children?: ReactNode;
  /** Content of the top bar shown beside the drawer button on small screens (a title, a logo). */
  header?: ReactNode;
  /**
   * Names the navigation landmark and the drawer.
   * @default the kit string `navigation` ('Navigation')
   */
  navLabel?: string;
  /**
   * Accessible label of the button that opens the drawer.
   * @default the kit string `openNavigation` ('Open navigation')
   */
  openLabel?: string;
  /**
   * `auto`: two columns, and a drawer at or below 768 px (`mobileMedia`); `columns` or
   * `drawer` force one of them.
   * @default 'auto'
   */
  layout?: SidebarLayout;
  /**
   * Width of the side column in pixels.
   * @default 240
   */
  width?: number;
  /** Whether the drawer is open (controlled); close it after a navigation, for example. */
  isDrawerOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onDrawerOpenChange?: (isOpen: boolean) => void;
}

/**
 * A page layout with a navigation column. On small screens the column becomes a drawer
 * opened by a labelled button; it closes on Escape or a press outside, keeps focus inside
 * while open and gives it back to the button when it closes.
 */
export function Sidebar({
  nav,
  children,
  header,
  navLabel: navLabelProp,
  openLabel,
  layout = 'auto',
  width = 240,
  isDrawerOpen,
  onDrawerOpenChange,
}: SidebarProps) {
  const strings = useKitStrings();
  const navLabel = navLabelProp ?? strings.format('navigation');
  const isSmallScreen = useMediaQuery(mobileMedia);
  const asDrawer = layout === 'drawer' || (layout === 'auto' && isSmallScreen);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = asDrawer && (isDrawerOpen ?? uncontrolledOpen);
  const setOpen = (open: boolean) => {
    setUncontrolledOpen(open);
    onDrawerOpenChange?.(open);
  };
  // Growing past the breakpoint with the drawer open would leave a modal with no trigger.
  useEffect(() => {
    if (!asDrawer) setUncontrolledOpen(false);
  }, [asDrawer]);

  if (!asDrawer) {
    return (
      <div className={styles.columns} style={{ gridTemplateColumns: `${width}px minmax(0, 1fr)` }}>
        <nav aria-label={navLabel} className={styles.column}>
          {nav}
        </nav>
        <div className={styles.main}>{children}</div>
      </div>
    );
  }
  return (
    <div className={styles.stacked}>
      <div className={styles.topBar}>
        <Button
          variant="text"
          size="sm"
          aria-label={openLabel ?? strings.format('openNavigation')}
          onPress={() => setOpen(true)}
        >
          <Menu size={20} aria-hidden="true" />
        </Button>
        {header}
      </div>
      <div className={styles.main}>{children}</div>
      <Suspense fallback={null}>
        <SidebarDrawer
          isOpen={isOpen}
          onOpenChange={setOpen}
          width={width}
          navLabel={navLabel}
          nav={nav}
        />
      </Suspense>
    </div>
  );
}
