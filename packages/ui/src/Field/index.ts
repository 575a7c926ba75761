export { type FieldBaseProps, FieldHeader, FieldHelp } from './Field';
export { FieldDescription, type FieldDescriptionProps } from './FieldDescription';
export { FieldError, type FieldErrorMessage, type FieldErrorProps } from './FieldError';
export { FieldLabel, type FieldLabelProps } from './FieldLabel';
export * as fieldStyles from './field.css';
