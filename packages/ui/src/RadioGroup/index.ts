export { Radio, type RadioProps } from './Radio';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  radioGroupOrientations,
} from './RadioGroup';
