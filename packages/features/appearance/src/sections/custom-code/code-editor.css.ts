import { vars } from '@coffer/ui/theme';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const host = style({ minWidth: 0 });
