import { useTrans } from '@coffer/core';
import { FileTrigger } from '@coffer/ui/FileTrigger';
import { Stack } from '@coffer/ui/Stack';
import { TextField } from '@coffer/ui/TextField';
import { useUploadAppearanceImage } from '../../api/appearance';
import { IMAGE_TYPES } from '../general/ImageField';

/**
 * An image of the landing page, by its address (absolute, or a path of this site), or
 * uploaded: Upload stores it on the server at once and puts its address in the field. Empty:
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
  const upload = useUploadAppearanceImage();
  return (
    <Stack gap="xs">
      <TextField
        type="url"
        label={label}
        description={trans(
          'An address (https://… or /…), or upload one; empty: the built-in image.',
        )}
        value={value}
        onChange={(next) => onChange(next.trim())}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      />
      <div>
        <FileTrigger
          acceptedFileTypes={IMAGE_TYPES}
          isDisabled={upload.isPending}
          onSelect={([file]) => {
            if (file)
              upload.mutate({ kind: 'landing', file }, { onSuccess: ({ url }) => onChange(url) });
          }}
        >
          {trans('Upload {image}', { image: label })}
        </FileTrigger>
      </div>
    </Stack>
  );
}
