import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FileTrigger as AriaFileTrigger,
  type FileTriggerProps as AriaFileTriggerProps,
} from 'react-aria-components/FileTrigger';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';

interface FileTriggerOptions extends Omit<AriaFileTriggerProps, 'children' | 'onSelect'> {
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
  /**
   * The button's icon (before the label, or alone), marked `aria-hidden`.
   * @default an upload arrow
   */
  icon?: ReactNode;
}

export type FileTriggerProps = FileTriggerOptions &
  (
    | {
        /** The button's label. */
        children: ReactNode;
        'aria-label'?: undefined;
      }
    | {
        children?: undefined;
        /** Without `children` the button shows its icon alone, named by this ("Resume report.pdf"). */
        'aria-label': string;
      }
  );

/**
 * A button that opens the system file picker: files (`allowsMultiple`, `acceptedFileTypes`)
 * or, with `acceptDirectory`, a whole folder. With `aria-label` and no `children` it is an
 * icon button.
 */
export function FileTrigger({
  children,
  onSelect,
  variant = 'outline',
  size = 'md',
  isDisabled = false,
  icon = <Upload size={16} aria-hidden="true" />,
  'aria-label': ariaLabel,
  ...props
}: FileTriggerProps) {
  return (
    <AriaFileTrigger
      {...props}
      onSelect={(list) => {
        if (list && list.length > 0) onSelect?.(Array.from(list));
      }}
    >
      {ariaLabel !== undefined && children === undefined ? (
        <IconButton aria-label={ariaLabel} variant={variant} size={size} isDisabled={isDisabled}>
          {icon}
        </IconButton>
      ) : (
        <Button variant={variant} size={size} isDisabled={isDisabled} startIcon={icon}>
          {children}
        </Button>
      )}
    </AriaFileTrigger>
  );
}
