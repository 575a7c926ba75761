import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { HoverOpenContext } from './Popover';

/** Spec §9: a hover-opened popover closes this long after the pointer leaves. */
export const hoverPopoverCloseDelay = 150;

export interface HoverPopoverTriggerProps {
  /** The trigger (a pressable such as `Button`) followed by a `Popover`. */
  children: ReactNode;
  /**
   * Milliseconds after the pointer leaves both trigger and popover before closing.
   * @default 150
   */
  closeDelay?: number;
  /** Called when the popover opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opens its popover while the pointer rests on the trigger or the popover, and on
 * press for keyboard and touch users. Crossing the gap between them does not close it:
 * the close waits `closeDelay` and is cancelled when the pointer comes back.
 */
export function HoverPopoverTrigger({
  children,
  closeDelay = hoverPopoverCloseDelay,
  onOpenChange,
}: HoverPopoverTriggerProps) {
  const [openedBy, setOpenedBy] = useState<'hover' | 'press' | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const change = (next: 'hover' | 'press' | null) => {
    cancelClose();
    setOpenedBy((current) => {
      if ((current === null) !== (next === null)) onOpenChange?.(next !== null);
      return next;
    });
  };

  return (
    // React's enter/leave follow the component tree, so the portalled popover counts
    // as inside this wrapper and moving from trigger to popover is not a leave.
    <div
      style={{ display: 'contents' }}
      onPointerEnter={(e) => {
        if (e.pointerType === 'touch') return;
        cancelClose();
        if (openedBy === null) change('hover');
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'touch' || openedBy !== 'hover') return;
        cancelClose();
        closeTimer.current = setTimeout(() => change(null), closeDelay);
      }}
    >
      <HoverOpenContext.Provider value={openedBy === 'hover'}>
        <DialogTrigger
          isOpen={openedBy !== null}
          onOpenChange={(isOpen) => change(isOpen ? 'press' : null)}
        >
          {children}
        </DialogTrigger>
      </HoverOpenContext.Provider>
    </div>
  );
}
