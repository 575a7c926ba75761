export {
  Divider,
  type DividerOrientation,
  type DividerProps,
  dividerOrientations,
} from './Divider';
