export { ButtonGroup, type ButtonGroupProps } from './ButtonGroup';
