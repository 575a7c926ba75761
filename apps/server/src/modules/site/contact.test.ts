import { expect, it } from 'vitest';
import { Browser, passHumanCheck, uniqueEmail } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { signInAsAdmin } from '../admin/admin.test-support';
import { CONTACT_LIMITS } from './contact';

const CONTACT = '/api/v1/contact-page';

function messagesTo(server: TestServer, to: string) {
  return server.app.db
    .selectFrom('outgoing_emails')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id')
    .execute();
}

describeServer('contact form', (server) => {
  it('mails the message to the contact address with the sender as reply-to, and answers the spec’s words', async () => {
    const { browser: admin } = await signInAsAdmin(server());
    const inbox = uniqueEmail('contact');
    expect(
      (await admin.post('/api/v1/settings', { server: { 'mail.contact_address': inbox } })).status,
    ).toBe(200);
    const sender = uniqueEmail('visitor');
    const sent = await new Browser(server()).post(CONTACT, {
      name: 'Grace Hopper',
      email: sender,
      message: 'Hello!\n\nCan I host 2 TB of <b>files</b>?',
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ message: 'Your message has been submitted.' });
    const [mail] = await messagesTo(server(), inbox);
    expect(mail).toMatchObject({ reply_to: sender, status: 'logged' });
    expect(mail!.subject).toBe('New message from Grace Hopper via Coffer');
    expect(mail!.text).toContain(`Grace Hopper (${sender})`);
    expect(mail!.text).toContain('Can I host 2 TB of <b>files</b>?');
    // The sender's words are text in the HTML part, never markup.
    expect(mail!.html).toContain('Can I host 2 TB of &lt;b&gt;files&lt;/b&gt;?');
  });

  it('refuses a missing name, email or message, and a malformed email, with a message per field, sending nothing', async () => {
    const browser = new Browser(server());
    const before = await server().app.db.selectFrom('outgoing_emails').select('id').execute();
    const empty = await browser.post(CONTACT, { name: ' ', email: '', message: '' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      message: ['The message field is required.'],
    });
    const malformed = await browser.post(CONTACT, {
      name: 'A',
      email: 'not-an-email',
      message: 'x',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.json.errors.email).toEqual(['The email must be a valid email address.']);
    expect(await server().app.db.selectFrom('outgoing_emails').select('id').execute()).toEqual(
      before,
    );
  });

  it(`allows ${CONTACT_LIMITS.perIpPerHour} messages an hour from one address, then answers 429 with Retry-After`, async () => {
    const browser = new Browser(server());
    const payload = { name: 'Flood', email: uniqueEmail('flood'), message: 'again' };
    for (let i = 0; i < CONTACT_LIMITS.perIpPerHour; i++) {
      expect((await browser.post(CONTACT, payload)).status).toBe(200);
    }
    const limited = await browser.post(CONTACT, payload);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still gets through.
    expect((await new Browser(server()).post(CONTACT, payload)).status).toBe(200);
  });

  it('given the human check on for contact, refuses a message without a pass and sends one with it', async () => {
    await server().app.settings.set('recaptcha.enable.contact', true);
    try {
      const browser = new Browser(server());
      const payload = { name: 'Bot?', email: uniqueEmail('maybe-bot'), message: 'hi' };
      const refused = await browser.post(CONTACT, payload);
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe('Could not verify you are human.');
      await passHumanCheck(browser);
      expect((await browser.post(CONTACT, payload)).status).toBe(200);
    } finally {
      await server().app.settings.reset('recaptcha.enable.contact');
    }
  });
});
