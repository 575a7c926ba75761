import { style } from '@vanilla-extract/css';

export const textArea = style({ resize: 'vertical', lineHeight: 1.5 });
