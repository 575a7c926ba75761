import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import * as styles from './contextMenu.css';

// The popover and menu machinery loads with the first menu that opens: a page with a
// context menu paints without it.
const ContextMenuPopover = lazy(async () => ({
  default: (await import('./ContextMenuPopover')).ContextMenuPopover,
}));

export interface ContextMenuProps {
  /** The area that answers right-click and the context-menu key (e.g. the file list). */
  children: ReactNode;
  /** The `Menu` to show. It closes after an action. */
  menu: ReactNode;
  /**
   * Ignore right-clicks and keys, leaving the browser's own menu.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Accessible name of the floating layer around the menu.
   * @default the kit string `contextMenu` ('Context menu')
   */
  label?: string;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Opens a menu at the pointer on right-click, and at the focused element on the
 * keyboard's ContextMenu key or Shift+F10. Focus moves into the menu and returns to
 * the element that had it when the menu closes.
 */
export function ContextMenu({
  children,
  menu,
  isDisabled = false,
  label,
  onOpenChange,
}: ContextMenuProps) {
  const strings = useKitStrings();
  const [point, setPoint] = useState<Point | null>(null);
  // Stays mounted once opened, so later menus open at once and close with their animation.
  const [opened, setOpened] = useState(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const openAt = (next: Point | null) => {
    if (next) setOpened(true);
    setPoint(next);
    onOpenChange?.(next !== null);
  };
  const atElement = (el: Element): Point => {
    const rect = el.getBoundingClientRect();
    return { x: rect.left + Math.min(rect.width / 2, 24), y: rect.bottom };
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the menu it opens is the accessible control.
    <div
      className={styles.area}
      onContextMenu={(e) => {
        if (isDisabled) return;
        e.preventDefault();
        // The ContextMenu key fires contextmenu without pointer coordinates.
        const fromKeyboard = e.button !== 2 && e.clientX === 0 && e.clientY === 0;
        openAt(fromKeyboard ? atElement(e.target as Element) : { x: e.clientX, y: e.clientY });
      }}
      onKeyDown={(e) => {
        if (isDisabled) return;
        if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
          e.preventDefault();
          openAt(atElement(e.target as Element));
        }
      }}
    >
      {children}
      <span
        ref={anchorRef}
        className={styles.anchor}
        style={{ left: point?.x ?? 0, top: point?.y ?? 0 }}
        aria-hidden="true"
      />
      {opened && (
        <Suspense fallback={null}>
          <ContextMenuPopover
            anchorRef={anchorRef}
            isOpen={point !== null}
            onClose={() => openAt(null)}
            label={label ?? strings.format('contextMenu')}
            menu={menu}
          />
        </Suspense>
      )}
    </div>
  );
}
