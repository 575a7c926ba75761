import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './vars.css';

/** A theme's variable values keyed by CSS variable name, as settings store them. */
export type ThemeValues = Record<string, string>;

const known = new Set<string>(collect(vars));

/**
 * Inline styles that apply a runtime theme (from settings or the appearance editor)
 * over the contract. Unknown keys are dropped so stored themes cannot inject other CSS.
 */
export function themeStyle(values: ThemeValues): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const key = name.startsWith('--') ? name : `--${name}`;
    if (known.has(`var(${key})`)) picked[`var(${key})`] = value;
  }
  return assignInlineVars(picked);
}

function collect(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(collect);
}
