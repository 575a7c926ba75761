import type { ReactNode } from 'react';
import { ButtonContext } from 'react-aria-components/Button';
import * as styles from './buttonGroup.css';

export interface ButtonGroupProps {
  /** Buttons (`Button` or `IconButton`). */
  children: ReactNode;
  /** Names the group for assistive technology, e.g. "Text alignment". */
  'aria-label'?: string;
  /** Id of an element that names the group. */
  'aria-labelledby'?: string;
  /**
   * Join the buttons into one segmented control instead of spacing them apart.
   * @default false
   */
  isAttached?: boolean;
  /**
   * Disable every button in the group.
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** Related buttons in a row, exposed as a group. */
export function ButtonGroup({
  children,
  isAttached = false,
  isDisabled = false,
  className,
  ...aria
}: ButtonGroupProps) {
  const classes = [styles.group, isAttached && styles.attached, className];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form inputs; these are actions, as in the ARIA toolbar-less group pattern
    <div {...aria} role="group" className={classes.filter(Boolean).join(' ')}>
      {/* The buttons read isDisabled from react-aria's context, so they need no prop each. */}
      <ButtonContext.Provider value={isDisabled ? { isDisabled } : null}>
        {children}
      </ButtonContext.Provider>
    </div>
  );
}
