export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden as visuallyHiddenStyle } from './visuallyHidden.css';
