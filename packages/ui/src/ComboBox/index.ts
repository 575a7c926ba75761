export { ListBoxItem as ComboBoxItem, ListBoxSection as ComboBoxSection } from '../ListBox/ListBox';
export { ComboBox, type ComboBoxProps } from './ComboBox';
