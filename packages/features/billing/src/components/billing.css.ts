import { vars } from '@coffer/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A billing page's column: the pricing page is wide, the others read as one column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text,
});

export const narrowPage = style([page, { maxWidth: '720px' }]);

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const planGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'stretch',
});

export const planCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const recommendedCard = style({ borderColor: vars.color.primary, borderWidth: '2px' });

export const planHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const price = style({
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.1,
});

export const featureList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexGrow: 1,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const featureIcon = style({ color: vars.color.positive, flexShrink: 0 });

/** A bordered block of the billing page (current plan, payment method, invoices). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const banner = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surface,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const summaryList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

globalStyle(`${summaryList} dt`, { color: vars.color.textMuted });
globalStyle(`${summaryList} dd`, { margin: 0 });

export const invoiceTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

globalStyle(`${invoiceTable} th, ${invoiceTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The printable invoice: on paper only it shows, without the app's navbar and footer. */
export const invoice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '760px',
  margin: '0 auto',
  padding: vars.space.xxl,
  color: vars.color.text,
  background: vars.color.background,
});

export const noPrint = style({ '@media': { print: { display: 'none' } } });

// `:has` scopes this to the page that shows an invoice: the stylesheet stays loaded after
// leaving it, and printing another page must print that page.
globalStyle(`body:has(${invoice}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${invoice}) ${invoice}, body:has(${invoice}) ${invoice} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`body:has(${invoice}) ${invoice}`, {
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 } },
});
