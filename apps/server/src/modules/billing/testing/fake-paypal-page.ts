/**
 * The fake PayPal's approval page (test-only): where the approve link sends the buyer. Its
 * two buttons post back to the fake, which sends the browser on to the return or cancel
 * URL Coffer gave, as PayPal does after the buyer logs in and agrees.
 */
export function approvalPage(token: string): string {
  const value = token.replace(/[^A-Za-z0-9-]/g, '');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Fake PayPal – approve the subscription</title></head>
<body>
<main>
<h1>Fake PayPal</h1>
<p>Approve the subscription (${value})?</p>
<form method="post" action="/checkoutnow/approve">
<input type="hidden" name="ba_token" value="${value}">
<button type="submit">Agree &amp; Subscribe</button>
</form>
<form method="post" action="/checkoutnow/cancel">
<input type="hidden" name="ba_token" value="${value}">
<button type="submit">Cancel and return</button>
</form>
</main>
</body>
</html>`;
}
