// `@coffer/core/forms`: the kit's fields bound to react-hook-form, for the forms of every
// feature. Its own entry, so screens without such a form never load react-hook-form (ADR 0007).
export * from './FormFields';
export * from './NewPasswordFields';
