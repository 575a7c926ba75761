import { Button, type ButtonProps } from '@coffer/ui/Button';
import { toast } from '@coffer/ui/Toast';

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress'> {
  /** The text put on the clipboard. */
  text: string;
  /** The toast that confirms the copy. */
  copiedMessage: string;
}

/** Puts `text` on the clipboard and confirms it with a toast. */
export function CopyButton({
  text,
  copiedMessage,
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.positive(copiedMessage);
  };
  return <Button {...props} variant={variant} size={size} onPress={copy} />;
}
