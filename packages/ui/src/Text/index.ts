export {
  Text,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textElements,
  textSizes,
  textTones,
  textWeights,
} from './Text';
