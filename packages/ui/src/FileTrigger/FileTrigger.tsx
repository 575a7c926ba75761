import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FileTrigger as AriaFileTrigger,
  type FileTriggerProps as AriaFileTriggerProps,
} from 'react-aria-components/FileTrigger';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';

export interface FileTriggerProps extends Omit<AriaFileTriggerProps, 'children' | 'onSelect'> {
  /** The button's label. */
  children: ReactNode;
  /**
   * Called with the chosen files (for a folder, every file in it, each with its
   * `webkitRelativePath`). Not called when the picker is cancelled.
   */
  onSelect?: (files: File[]) => void;
  /**
   * Visual emphasis of the button.
   * @default 'outline'
   */
  variant?: ButtonVariant;
  /**
   * Size of the button.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Whether the button is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * A button that opens the system file picker: files (`allowsMultiple`, `acceptedFileTypes`)
 * or, with `acceptDirectory`, a whole folder.
 */
export function FileTrigger({
  children,
  onSelect,
  variant = 'outline',
  size = 'md',
  isDisabled = false,
  ...props
}: FileTriggerProps) {
  return (
    <AriaFileTrigger
      {...props}
      onSelect={(list) => {
        if (list && list.length > 0) onSelect?.(Array.from(list));
      }}
    >
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        startIcon={<Upload size={16} aria-hidden="true" />}
      >
        {children}
      </Button>
    </AriaFileTrigger>
  );
}
