export { Form, type FormProps } from './Form';
export type { FieldProblem } from './invalidFields';
