import DOMPurify from 'dompurify';

/*
 * The render-side half of a custom page's sanitising (the server cleans a body when it is
 * saved and whenever it is sent): whatever reaches the browser goes through DOMPurify before
 * it becomes DOM, so no script runs and no handler fires even if a server bug let one through.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link opened in a new tab cannot reach back into this page (`window.opener`).
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.tagName === 'A') {
    node.removeAttribute('target');
  }
});

/** A page body as safe HTML: no script, style, frame or form, no `on…` or `style` attribute. */
export function purifyPageBody(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'select',
      'textarea',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
