import { useTrans } from '@coffer/core';
import { TextField } from '@coffer/ui/TextField';

/**
 * An image of the landing page, by its address (absolute, or a path of this site); empty:
 * the site package's own image for that place.
 */
export function ImageUrlField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}) {
  const { trans } = useTrans();
  return (
    <TextField
      type="url"
      label={label}
      description={trans('An address (https://… or /…); empty: the built-in image.')}
      value={value}
      onChange={(next) => onChange(next.trim())}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    />
  );
}
