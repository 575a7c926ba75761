export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipCooldown,
  tooltipDelay,
} from './Tooltip';
