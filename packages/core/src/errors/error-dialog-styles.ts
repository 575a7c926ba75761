import { vars } from '@coffer/ui/theme';
import type { CSSProperties } from 'react';

/*
 * Core is built without the vanilla-extract compiler, so the error dialog styles itself
 * with inline styles, still reading every value from the kit's theme variables. States
 * (hover, focus ring, selected) come from react-aria render props.
 */

export const summary: CSSProperties = {
  margin: 0,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
};

export const exceptionName: CSSProperties = {
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
};

export const message: CSSProperties = {
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
};

export const columns: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
};

export const stack: CSSProperties = {
  flex: '1 1 18rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
};

export const frameList: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
};

export function frameButton(state: {
  isCurrent: boolean;
  isHovered: boolean;
  isFocusVisible: boolean;
  isVendor: boolean;
}): CSSProperties {
  return {
    display: 'block',
    width: '100%',
    textAlign: 'start',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    font: 'inherit',
    fontSize: vars.font.sizeSm,
    color: state.isCurrent ? vars.color.onPrimary : vars.color.text,
    background: state.isCurrent
      ? vars.color.primary
      : state.isHovered
        ? vars.color.secondary
        : state.isVendor
          ? vars.color.surface
          : 'transparent',
    outline: state.isFocusVisible ? `2px solid ${vars.color.focusRing}` : 'none',
    outlineOffset: '2px',
    overflowWrap: 'anywhere',
  };
}

export const frameMethod: CSSProperties = { display: 'block', fontWeight: vars.font.weightMedium };

export const snippetColumn: CSSProperties = { flex: '3 1 28rem', minWidth: 0 };

export const snippetHeader: CSSProperties = {
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
};

export const snippet: CSSProperties = {
  margin: 0,
  padding: `${vars.space.sm} 0`,
  overflowX: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.6,
};

export const pre: CSSProperties = { margin: 0, font: 'inherit' };

export function snippetLine(isSelected: boolean): CSSProperties {
  return {
    display: 'flex',
    gap: vars.space.md,
    padding: `0 ${vars.space.md}`,
    background: isSelected ? vars.color.secondary : 'transparent',
    fontWeight: isSelected ? vars.font.weightBold : undefined,
  };
}

export const lineNumber: CSSProperties = {
  minWidth: '3ch',
  textAlign: 'end',
  color: vars.color.textMuted,
  userSelect: 'none',
};

export const noSnippet: CSSProperties = { margin: 0, color: vars.color.textMuted };
