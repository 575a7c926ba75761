import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const region = recipe({
  base: {
    position: 'fixed',
    bottom: vars.space.lg,
    zIndex: 200,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    maxWidth: `calc(100vw - ${vars.space.xxl})`,
    pointerEvents: 'none',
  },
  variants: {
    position: {
      // Centred by equal auto margins, which hold in either direction.
      'bottom-center': { insetInline: 0, marginInline: 'auto', width: 'fit-content' },
      // The inline end: bottom left right-to-left.
      'bottom-right': { insetInlineEnd: vars.space.lg },
    },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: 280,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    minHeight: 48,
    borderRadius: vars.radius.md,
    background: vars.color.text,
    color: vars.color.background,
    fontSize: vars.font.sizeSm,
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    type: {
      positive: {},
      loading: {},
      danger: { background: vars.color.danger, color: vars.color.onDanger },
    },
    entering: { true: { animation: `${slideIn} 150ms ease-out` } },
    exiting: { true: { animation: `${fadeOut} 150ms ease-in forwards` } },
  },
});

export const message = style({ flex: 1, lineHeight: 1.4 });

export const action = style({
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgb(127 127 127 / 0.25)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
