import { escapeHtml } from '../http/escape-html';
import { EMAIL_LINES as L, line, type Translator } from './messages';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailBlock {
  /** A paragraph, a highlighted code, or a button with its link. */
  kind: 'p' | 'code' | 'button';
  text: string;
  href?: string;
}

export interface TemplateContext {
  /** The recipient's language (a catalogue language, else English shows through). */
  language: string;
  site: string;
  /** The app's catalogue (`app.catalogue`); English as written without one. */
  catalogue?: Translator;
}

function lineOf(ctx: TemplateContext) {
  return (message: string, values: Record<string, string | number> = {}) =>
    line(ctx.language, message, values, ctx.catalogue);
}

export function verificationCodeEmail(
  ctx: TemplateContext,
  code: string,
  minutes: number,
): EmailContent {
  const d = { site: ctx.site, minutes };
  const t = lineOf(ctx);
  return render(ctx, t(L.verifySubject, d), [
    { kind: 'p', text: t(L.verifyIntro, d) },
    { kind: 'code', text: code },
    { kind: 'p', text: t(L.verifyExpiry, d) },
    { kind: 'p', text: t(L.verifyIgnore, d) },
  ]);
}

export function passwordResetEmail(
  ctx: TemplateContext,
  link: string,
  minutes: number,
): EmailContent {
  const d = { site: ctx.site, minutes };
  const t = lineOf(ctx);
  return render(ctx, t(L.resetSubject, d), [
    { kind: 'p', text: t(L.resetIntro, d) },
    { kind: 'button', text: t(L.resetAction, d), href: link },
    { kind: 'p', text: t(L.resetExpiry, d) },
    { kind: 'p', text: t(L.resetIgnore, d) },
  ]);
}

/** The admin's 'Send test email' (settings, outgoing email). */
export function testEmail(ctx: TemplateContext): EmailContent {
  const t = lineOf(ctx);
  return render(ctx, t(L.testSubject, { site: ctx.site }), [
    { kind: 'p', text: t(L.testIntro, { site: ctx.site }) },
  ]);
}

/** A message of the site's contact form, to its contact address (replies go to the sender). */
export function contactMessageEmail(
  ctx: TemplateContext,
  sender: { name: string; email: string; message: string },
): EmailContent {
  const t = lineOf(ctx);
  const d = { site: ctx.site, name: sender.name, email: sender.email };
  return render(ctx, t(L.contactSubject, d), [
    { kind: 'p', text: t(L.contactIntro, d) },
    ...sender.message
      .split(/\n{2,}/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph) => ({ kind: 'p' as const, text: paragraph })),
  ]);
}

/**
 * One layout for every email: a plain-text part and an HTML part from the same blocks, the
 * greeting and signature around them. Modules write their own emails with it (billing).
 */
export function render(ctx: TemplateContext, subject: string, blocks: EmailBlock[]): EmailContent {
  const t = lineOf(ctx);
  const greeting = t(L.greeting);
  const signature = t(L.signature, { site: ctx.site });
  const text = [
    greeting,
    ...blocks.map((b) => (b.kind === 'button' ? `${b.text}: ${b.href}` : b.text)),
    signature,
  ].join('\n\n');
  const body = blocks
    .map((b) => {
      if (b.kind === 'code')
        return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(b.text)}</p>`;
      if (b.kind === 'button')
        return `<p><a href="${escapeHtml(b.href ?? '')}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.text)}</a></p>`;
      return `<p>${escapeHtml(b.text)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(ctx.language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5"><p>${escapeHtml(greeting)}</p>\n${body}\n<p>${escapeHtml(signature)}</p></body></html>`;
  return { subject, text, html };
}
