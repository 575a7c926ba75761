export { type Color, parseColor } from 'react-aria-components/ColorPicker';
export { ColorField, type ColorFieldProps } from './ColorField';
export { ColorPicker, type ColorPickerProps } from './ColorPicker';
