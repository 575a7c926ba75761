import { proveAddress } from './db';
import { PASSWORD, sql as run } from './drive-support';
import { type BrowserContext, expect, type Page, test } from './fixtures';

const EDITOR = 2;
let counter = 0;

/**
 * Signs a new account up over the API in this browser context (it shares the context's
 * cookies, so the context is signed in). Each sign-up claims its own address: the server
 * limits sign-ups per IP and trusts the proxy header.
 */
async function signUp(context: BrowserContext): Promise<string> {
  counter += 1;
  const email = `ws-${Date.now()}-${counter}@example.com`;
  const response = await context.request.post('/auth/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: { 'X-Forwarded-For': `10.9.${counter}.${Math.floor(Math.random() * 250)}` },
  });
  expect(response.status()).toBe(200);
  // Shares and invites reach an address once an account proved it (its emailed code).
  proveAddress(email);
  return email;
}

async function xsrf(context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A workspace of the context's user with `email` invited as Editor, over the API. */
async function workspaceInviting(context: BrowserContext, name: string, email: string) {
  const headers = await xsrf(context);
  const created = await context.request.post('/api/v1/workspace', { data: { name }, headers });
  expect(created.status()).toBe(200);
  const { workspace } = (await created.json()) as { workspace: { id: number } };
  const invited = await context.request.post(`/api/v1/workspace/${workspace.id}/invite`, {
    data: { emails: [email], roleId: EDITOR },
    headers,
  });
  expect(invited.status()).toBe(200);
  const { invites } = (await invited.json()) as { invites: { id: string }[] };
  return { workspaceId: workspace.id, inviteId: invites[0]!.id };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const activeWorkspace = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'activeWorkspaceId')?.value ?? '0';

/**
 * Opens the drive as a signed-in user. The live stream starts with a `ready` event carrying
 * the unread count, so nothing sent before it connects is missed.
 */
async function openDrive(page: Page) {
  await page.goto('/drive');
  await expect(bell(page)).toBeVisible();
}

test.describe('workspaces and live notifications', () => {
  // Two browsers, each with its own live stream.
  test.describe.configure({ timeout: 90_000 });

  test('A invites B by email → B sees the badge rise live, joins from the popover and switches; A sees and removes B; B is refused', async ({
    browser,
  }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    await signUp(contextA);
    const emailB = await signUp(contextB);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await openDrive(pageB);
    await expect(bell(pageB)).toHaveAccessibleName('Notifications');

    // A creates a workspace from the switcher; it becomes A's active one.
    await openDrive(pageA);
    await pageA.getByRole('button', { name: 'Workspace: Default' }).click();
    await pageA.getByRole('menuitem', { name: 'Create workspace' }).click();
    await pageA.getByRole('dialog').getByLabel('Name').fill('Design team');
    await pageA
      .getByRole('dialog')
      .getByRole('button', { name: /^(Create|Save)/ })
      .click();
    await expect(pageA.getByRole('button', { name: 'Workspace: Design team' })).toBeVisible();
    const workspaceId = await activeWorkspace(contextA);
    expect(Number(workspaceId)).toBeGreaterThan(0);

    // … and invites B by email from the manage-members dialog.
    await pageA.getByRole('button', { name: 'Workspace: Design team' }).click();
    await pageA.getByRole('menuitem', { name: 'Manage members' }).click();
    const members = pageA.getByRole('dialog');
    await members.getByLabel('Invite by email').fill(emailB);
    await members.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(pageA.getByText('Invited 1 person')).toBeVisible();

    // B's badge rises without a reload (server-sent events).
    await expect(bell(pageB)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(pageB).click();
    const popover = pageB.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByText('invited you to join')).toBeVisible();
    await popover.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(pageB.getByText('Joined workspace')).toBeVisible();
    await expect.poll(() => activeWorkspace(contextB)).toBe(workspaceId);
    await expect(bell(pageB)).toHaveAccessibleName('Notifications');
    await pageB.keyboard.press('Escape');
    await expect(pageB.getByRole('button', { name: 'Workspace: Design team' })).toBeVisible();
    const active = `/api/v1/me/workspaces/active?workspaceId=${workspaceId}`;
    expect((await pageB.request.get(active)).status()).toBe(200);

    // A sees B as a member (reopening the dialog loads the members afresh), then removes B.
    await members.getByRole('button', { name: 'Close' }).first().click();
    await pageA.getByRole('button', { name: 'Workspace: Design team' }).click();
    await pageA.getByRole('menuitem', { name: 'Manage members' }).click();
    const roster = members.getByRole('region', { name: 'Members (2)' });
    await expect(roster.getByText(emailB).first()).toBeVisible();
    await roster.getByRole('button', { name: /^Remove / }).click();
    await expect(members.getByRole('region', { name: 'Members (1)' })).toBeVisible();
    await expect(members.getByText(emailB)).toHaveCount(0);

    // B is refused in that workspace now.
    expect((await pageB.request.get(active)).status()).toBe(403);
    await contextA.close();
    await contextB.close();
  });

  test('B declines an invite: the toast, no membership, the active workspace stays personal', async ({
    browser,
  }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    await signUp(contextA);
    const emailB = await signUp(contextB);
    const pageB = await contextB.newPage();
    await openDrive(pageB);
    const { workspaceId } = await workspaceInviting(contextA, 'Declined team', emailB);

    await expect(bell(pageB)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(pageB).click();
    await pageB
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'Decline', exact: true })
      .click();
    await expect(pageB.getByText('Declined workspace invitation')).toBeVisible();
    await expect(bell(pageB)).toHaveAccessibleName('Notifications');
    expect(await activeWorkspace(contextB)).toBe('0');
    const refused = await pageB.request.get(
      `/api/v1/me/workspaces/active?workspaceId=${workspaceId}`,
    );
    expect(refused.status()).toBe(403);
    await contextA.close();
    await contextB.close();
  });

  test("an expired invite: Join says 'This invite is no longer valid'", async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    await signUp(contextA);
    const emailB = await signUp(contextB);
    const pageB = await contextB.newPage();
    await openDrive(pageB);
    const { inviteId } = await workspaceInviting(contextA, 'Expired team', emailB);
    await expect(bell(pageB)).toHaveAccessibleName('Notifications, 1 unread');
    run(
      'UPDATE workspace_invites SET expires_at = ? WHERE id = ?',
      new Date(Date.now() - 60_000).toISOString(),
      inviteId,
    );

    await bell(pageB).click();
    await pageB
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'Join', exact: true })
      .click();
    await expect(pageB.getByText('This invite is no longer valid')).toBeVisible();
    expect(await activeWorkspace(contextB)).toBe('0');
    await contextA.close();
    await contextB.close();
  });

  test('mark one and mark all as read: the badge follows the returned unread count', async ({
    browser,
  }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    await signUp(contextA);
    const emailB = await signUp(contextB);
    const pageB = await contextB.newPage();
    await openDrive(pageB);
    // Opening a notification also opens its main action (the emailed join link) in a new
    // tab; this journey is about the badge, so no tab opens.
    await pageB.evaluate(() => {
      window.open = () => null;
    });
    for (const name of ['First team', 'Second team', 'Third team']) {
      await workspaceInviting(contextA, name, emailB);
    }
    await expect(bell(pageB)).toHaveAccessibleName('Notifications, 3 unread');

    await bell(pageB).click();
    const popover = pageB.getByRole('dialog', { name: 'Notifications' });
    const markOne = pageB.waitForResponse((r) => r.url().includes('notifications/mark-as-read'));
    await popover.getByRole('button', { name: /Unread:.*First team/ }).click();
    expect(((await (await markOne).json()) as { unreadCount: number }).unreadCount).toBe(2);
    await expect(bell(pageB)).toHaveAccessibleName('Notifications, 2 unread');

    // Opening a notification closes the popover; open it again for 'Mark all as read'.
    await expect(popover).toBeHidden();
    await bell(pageB).click();
    const markAll = pageB.waitForResponse((r) => r.url().includes('notifications/mark-as-read'));
    await popover.getByRole('button', { name: 'Mark all as read' }).click();
    expect(((await (await markAll).json()) as { unreadCount: number }).unreadCount).toBe(0);
    await expect(bell(pageB)).toHaveAccessibleName('Notifications');
    await contextA.close();
    await contextB.close();
  });

  test('a guest opening the emailed invite link registers and lands in the joined workspace', async ({
    browser,
  }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    await signUp(contextA);
    counter += 1;
    const emailB = `ws-${Date.now()}-${counter}@example.com`;
    const { workspaceId, inviteId } = await workspaceInviting(contextA, 'Link team', emailB);

    const pageB = await contextB.newPage();
    await pageB.goto(`/api/v1/workspace/join/${inviteId}`);
    await expect(pageB).toHaveURL(new RegExp(`/workspace/join/register/${inviteId}`));
    const email = pageB.getByLabel('Email');
    if (await email.isEditable()) await email.fill(emailB);
    await pageB.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await pageB.getByLabel('Confirm password').fill(PASSWORD);
    await pageB.getByRole('button', { name: 'Create account' }).click();

    await expect(pageB).toHaveURL('/drive');
    await expect(pageB.getByText('Joined workspace')).toBeVisible();
    expect(await activeWorkspace(contextB)).toBe(String(workspaceId));
    await expect(pageB.getByRole('button', { name: 'Workspace: Link team' })).toBeVisible();
    await contextA.close();
    await contextB.close();
  });
});
