import type { ReactNode, RefObject } from 'react';
import { MenuContext } from 'react-aria-components/Menu';
import { Popover } from '../Popover/Popover';

export interface ContextMenuPopoverProps {
  anchorRef: RefObject<HTMLSpanElement | null>;
  isOpen: boolean;
  onClose: () => void;
  label: string;
  menu: ReactNode;
}

/** The floating layer of `ContextMenu`, loaded with the first menu that opens. */
export function ContextMenuPopover({
  anchorRef,
  isOpen,
  onClose,
  label,
  menu,
}: ContextMenuPopoverProps) {
  return (
    <Popover
      triggerRef={anchorRef}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      aria-label={label}
      placement="bottom start"
      offset={2}
    >
      <MenuContext.Provider value={{ autoFocus: 'first', onClose }}>{menu}</MenuContext.Provider>
    </Popover>
  );
}
