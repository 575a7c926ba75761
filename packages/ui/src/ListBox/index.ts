export {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  ListBoxSection,
  type ListBoxSectionProps,
  virtualizeAbove,
} from './ListBox';
export { listMaxHeight, listRowHeight } from './listBox.css';
export { type TypeAheadState, typeAheadResetMs, useTypeAhead } from './typeAhead';
