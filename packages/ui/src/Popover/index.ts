export {
  HoverPopoverTrigger,
  type HoverPopoverTriggerProps,
  hoverPopoverCloseDelay,
} from './HoverPopoverTrigger';
export { Popover, type PopoverProps } from './Popover';
export { floating as floatingStyle, popoverAnimationMs } from './popover.css';
