export { UnstyledButton, type UnstyledButtonProps } from './UnstyledButton';
