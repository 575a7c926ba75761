import type { AppearanceImageKind } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { FileTrigger } from '@coffer/ui/FileTrigger';
import { Text } from '@coffer/ui/Text';
import { useUploadAppearanceImage } from '../../api/appearance';
import * as styles from './general.css';

/** The images the server takes (spec: PNG, JPEG, WebP or SVG). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

export interface ImageFieldProps {
  kind: AppearanceImageKind;
  label: string;
  description?: string;
  /** The image's URL; empty: none (Coffer's own). */
  value: string;
  onChange: (url: string) => void;
  errorMessage?: string;
}

/** A logo or the favicon: its preview, Upload (stored on the server at once) and Remove. */
export function ImageField({
  kind,
  label,
  description,
  value,
  onChange,
  errorMessage,
}: ImageFieldProps) {
  const { trans } = useTrans();
  const upload = useUploadAppearanceImage();
  return (
    <fieldset className={styles.imageField}>
      <legend className={styles.legend}>
        <Text weight="medium">{label}</Text>
      </legend>
      <div className={styles.preview} data-kind={kind}>
        {value ? (
          <img
            src={value}
            alt={trans('{image}, as uploaded', { image: label })}
            className={styles.image}
          />
        ) : (
          <span className={styles.none}>{trans('None: Coffer’s own')}</span>
        )}
      </div>
      {description && (
        <Text size="sm" tone="muted">
          {description}
        </Text>
      )}
      <div className={styles.actions}>
        <FileTrigger
          acceptedFileTypes={IMAGE_TYPES}
          isDisabled={upload.isPending}
          onSelect={([file]) => {
            if (file) upload.mutate({ kind, file }, { onSuccess: ({ url }) => onChange(url) });
          }}
        >
          {trans('Upload {image}', { image: label })}
        </FileTrigger>
        {value && (
          <Button variant="text" onPress={() => onChange('')}>
            {trans('Remove {image}', { image: label })}
          </Button>
        )}
      </div>
      {errorMessage && (
        <Text size="sm" tone="danger" role="alert">
          {errorMessage}
        </Text>
      )}
    </fieldset>
  );
}
