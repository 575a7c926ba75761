import { TextArea, type TextAreaProps } from '@coffer/ui/TextArea';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundTextField } from './bound-field';

/** The kit's TextArea bound to a react-hook-form field, showing its client or server error. */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  rules,
  ...props
}: BoundFieldProps<T> & Omit<TextAreaProps, 'name' | 'value' | 'onChange'>) {
  const { wrapperRef, fieldProps } = useBoundTextField({ control, name, rules }, 'textarea');
  return (
    <div ref={wrapperRef}>
      <TextArea {...props} {...fieldProps} />
    </div>
  );
}
