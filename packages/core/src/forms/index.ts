// `@coffer/core/forms`: the one way Coffer writes a form (ADR 0012): react-hook-form's
// `useForm`, with the kit's fields bound to it. Its own entry, so screens without such a form
// never load react-hook-form (ADR 0007). `useForm` comes from here so that a feature needs no
// react-hook-form of its own and its form and the bound fields always share one copy; so does
// `Controller`, which binds in place a kit control that has no bound field here (a radio
// group that only one form has), `useFieldArray` for a list of fields (a plan's prices) and
// `useWatch` for a field that decides what the form shows.
export {
  Controller,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
export * from './FormDatePicker';
export * from './FormFields';
export * from './FormNumberField';
export * from './FormSelect';
export * from './FormSwitch';
export * from './FormTextArea';
export * from './NewPasswordFields';
