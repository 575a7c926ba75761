import type { RegistrationField } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { FormCheckbox, FormNumberField, FormTextField } from '@coffer/core/forms';
import type { Control, FieldValues, Path } from 'react-hook-form';

export interface ExtraRegisterFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The site's extra fields (`settings.registration.fields`), in order. */
  fields: readonly RegistrationField[];
}

/**
 * The register form's extra fields (admin settings, authentication), their answers under
 * `extra_fields.{id}`. A module of its own, loaded only when the site asks for some: the
 * number field's parser stays out of a plain register form.
 */
export function ExtraRegisterFields<T extends FieldValues>({
  control,
  fields,
}: ExtraRegisterFieldsProps<T>) {
  const { trans } = useTrans();
  return fields.map((field) => {
    const name = `extra_fields.${field.id}` as Path<T>;
    // The label is the admin's own wording, shown as written.
    const required = field.required
      ? { required: trans('The {field} field is required.', { field: field.label }) }
      : {};
    if (field.type === 'checkbox') {
      return (
        <FormCheckbox key={field.id} control={control} name={name} rules={required}>
          {field.label}
        </FormCheckbox>
      );
    }
    if (field.type === 'number') {
      return (
        <FormNumberField
          key={field.id}
          control={control}
          name={name}
          label={field.label}
          isRequired={field.required}
          rules={required}
        />
      );
    }
    return (
      <FormTextField
        key={field.id}
        control={control}
        name={name}
        label={field.label}
        isRequired={field.required}
        rules={required}
      />
    );
  });
}
