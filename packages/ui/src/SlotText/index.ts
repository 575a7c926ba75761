export { SlotText, type SlotTextProps } from './SlotText';
