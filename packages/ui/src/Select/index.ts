export { ListBoxItem as SelectItem, ListBoxSection as SelectSection } from '../ListBox/ListBox';
export { Select, type SelectProps } from './Select';
