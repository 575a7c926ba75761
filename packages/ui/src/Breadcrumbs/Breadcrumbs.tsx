import { ChevronRight, Ellipsis } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  Breadcrumbs as AriaBreadcrumbs,
  Breadcrumb,
  type Key,
} from 'react-aria-components/Breadcrumbs';
import type { DropItem } from 'react-aria-components/useDragAndDrop';
import { Button } from '../Button/Button';
import { useKitStrings } from '../KitStrings/KitStringsProvider';
import { BreadcrumbCrumb } from './BreadcrumbCrumb';
import * as styles from './breadcrumbs.css';

// The "…" menu (menu, popover, positioning) loads only for a path long enough to collapse.
const BreadcrumbOverflow = lazy(async () => ({
  default: (await import('./BreadcrumbOverflow')).BreadcrumbOverflow,
}));

export interface BreadcrumbItem {
  /** Identifies the crumb in `onAction` and `onDropItems`. */
  id: Key;
  /** The crumb's text (a folder name). */
  label: string;
  /** Where the crumb leads, when it is a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The path, from the root to the current location (the last item). */
  items: BreadcrumbItem[];
  /**
   * How many crumbs show before the middle collapses into a "…" button that lists the
   * hidden ones; the first crumb and the last `maxVisible - 1` stay visible.
   * @default 4
   */
  maxVisible?: number;
  /** Called when a crumb (or a hidden crumb in the "…" list) is pressed. */
  onAction?: (id: Key) => void;
  /**
   * Makes every visible crumb a drop target: called with the crumb's id and what was
   * dropped on it (files from the desktop, or items dragged from a Table/GridList).
   */
  onDropItems?: (id: Key, items: DropItem[]) => void;
  /**
   * Names the navigation landmark.
   * @default the kit string `breadcrumbs` ('Breadcrumbs')
   */
  'aria-label'?: string;
}

/**
 * The path to the current folder. The last crumb is the current page (`aria-current`);
 * a long path collapses its middle into a "…" button; crumbs can accept drops.
 */
export function Breadcrumbs({
  items,
  maxVisible = 4,
  onAction,
  onDropItems,
  'aria-label': ariaLabel,
}: BreadcrumbsProps) {
  const strings = useKitStrings();
  const collapse = items.length > maxVisible && maxVisible >= 2;
  const hidden = collapse ? items.slice(1, items.length - (maxVisible - 1)) : [];
  const visible = collapse ? [items[0], ...items.slice(items.length - (maxVisible - 1))] : items;
  return (
    <nav aria-label={ariaLabel ?? strings.format('breadcrumbs')}>
      <AriaBreadcrumbs className={styles.list} onAction={onAction}>
        {visible.map((item, index) => (
          <Breadcrumb key={item?.id} id={item?.id} className={styles.item}>
            {item && <BreadcrumbCrumb item={item} onDropItems={onDropItems} />}
            {index === 0 && hidden.length > 0 && (
              <>
                <Separator />
                <Overflow items={hidden} onAction={onAction} />
              </>
            )}
            {index < visible.length - 1 && <Separator />}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}

/**
 * The "…" menu, shown as its button while its code loads: a press on it opens the menu once
 * the code is there, and focus stays on the button.
 */
function Overflow({ items, onAction }: { items: BreadcrumbItem[]; onAction?: (id: Key) => void }) {
  const strings = useKitStrings();
  const [carried, setCarried] = useState({ defaultOpen: false, autoFocus: false });
  return (
    <Suspense
      fallback={
        <Button
          variant="text"
          size="sm"
          aria-label={strings.format('showHiddenFolders')}
          // On press start, as the menu trigger it stands for: the real one may replace it
          // between pointer down and up.
          onPressStart={() => setCarried({ defaultOpen: true, autoFocus: true })}
          onFocusChange={(focused) => setCarried((c) => ({ ...c, autoFocus: focused }))}
        >
          <Ellipsis size={16} aria-hidden="true" />
        </Button>
      }
    >
      <BreadcrumbOverflow items={items} onAction={onAction} {...carried} />
    </Suspense>
  );
}

function Separator() {
  return <ChevronRight size={14} className={styles.separator} aria-hidden="true" />;
}
