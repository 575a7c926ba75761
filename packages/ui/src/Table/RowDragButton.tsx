import { GripVertical } from 'lucide-react';
import type { CSSProperties, KeyboardEvent, MouseEvent, Ref } from 'react';
import type { PressEvent } from 'react-aria-components/Button';
import { ButtonContext, type ButtonProps } from 'react-aria-components/Button';
import { useSlottedContext } from 'react-aria-components/slots';
import * as styles from './table.css';

/** What a row gives its `slot="drag"` button (React Aria's `useDraggableItem`). */
type DragButtonProps = ButtonProps & { ref?: Ref<HTMLButtonElement>; style?: CSSProperties };

/**
 * The drag handle of a row: a native button that takes its name, description and press
 * handler from the row, as `<Button slot="drag">` does.
 *
 * The handle is how keyboard and screen reader users start a drag (a pointer drags the row
 * itself: the handle lets pointer events through, and shows only while focused). `Row` puts it
 * at the end of the row's last cell, which ArrowLeft from the row reaches. react-aria-components' `Button` runs
 * press, hover, focus-ring and id hooks for that; on a virtualised table every scroll step
 * mounts a viewful of rows, so the handle keeps to what it needs: Enter, Space or a
 * screen reader's click starts the drag, and none of them reaches the row (whose press
 * would open or select it).
 */
export function RowDragButton() {
  const props = useSlottedContext(ButtonContext, 'drag') as DragButtonProps | null;
  return props ? <DragHandleButton {...props} /> : null;
}

/**
 * The drag handle itself, from the props React Aria's `useDraggableItem` gives a drag button
 * (`dragButtonProps`): `RowDragButton` for the kit's `Table`, and `VirtualGrid`'s rows.
 */
export function DragHandleButton(props: DragButtonProps) {
  const { onPress, isDisabled = false } = props;
  return (
    <button
      type="button"
      ref={props.ref}
      className={styles.dragButton}
      style={props.style}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onKeyDown={(event) => {
        stopPressKeys(event);
        // Regression: a browser clicks a button on Enter's keydown, and a drag started there
        // met Enter's keyup as the drop, on no target yet: the drag ended as it began. Enter
        // starts it on keyup instead (as React Aria's press does); Space clicks on keyup.
        if (event.key === 'Enter') event.preventDefault();
      }}
      onKeyUp={(event) => {
        stopPressKeys(event);
        if (event.key === 'Enter') onPress?.(keyboardPress(event));
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.stopPropagation();
        // Pointer clicks never land here (pointer-events: none); a click without a pointer
        // is the keyboard's or a screen reader's.
        if (event.detail === 0) onPress?.(keyboardPress(event));
      }}
    >
      <GripVertical size={16} aria-hidden="true" />
    </button>
  );
}

function stopPressKeys(event: KeyboardEvent) {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

function keyboardPress(
  event: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>,
): PressEvent {
  return {
    type: 'press',
    pointerType: 'keyboard',
    target: event.currentTarget,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    x: 0,
    y: 0,
    continuePropagation() {},
  } as PressEvent;
}
