import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers, adminUserFixtures } from '../mocks';
import {
  adminScreenMeta,
  body,
  confirmByKeyboard,
  focusRow,
  lastToast,
  openDialog,
  openRowMenu,
  pickFilterOption,
  pressButton,
  pressRowButton,
} from '../mocks/stories';
import { UsersScreen } from './UsersScreen';

const meta = {
  title: 'Admin/UsersScreen',
  component: UsersScreen,
  ...adminScreenMeta('/admin/users'),
  beforeEach({ msw }) {
    msw.use(...adminHandlers());
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page; the search asks the server once typing pauses. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('jean@example.com');
    await expect(canvas.getByText('1–15 of 20')).toBeInTheDocument();
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    search.focus();
    await userEvent.keyboard('hopper');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeInTheDocument());
    await expect(canvas.queryByText('ada@example.com')).toBeNull();
  },
};

/** Next page by keyboard; the page size select offers 15, 50 and 100. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–15 of 20');
    await pressButton(canvasElement, 'Next page');
    await waitFor(() => expect(canvas.getByText('16–20 of 20')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Opened from a link whose URL holds a filter: only the suspended user. */
export const Filtered: Story = {
  parameters: { route: '/admin/users?filters=%7B%22suspended%22%3Atrue%7D' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–1 of 1');
    await expect(canvas.getByText('katherine@example.com')).toBeInTheDocument();
    const exportLink = canvas.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink.getAttribute('href')).toContain('/api/v1/users/export/csv?');
    await expect(exportLink.getAttribute('href')).toContain('suspended');
  },
};

/**
 * The subscribed filter, by keyboard: the subscribers, then everyone else; the column's
 * badge says which rows hold a plan, and the CSV export takes the filter.
 */
export const FilteredBySubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–15 of 20');
    await expect(subscribedCell(canvas, 'Niklaus Wirth')).toHaveTextContent('Yes');
    await expect(subscribedCell(canvas, 'Jean Sammet')).toHaveTextContent('No');

    await pickFilterOption(
      canvasElement,
      /^Any Subscribed|^Subscribed/,
      '{Home}{ArrowDown}{Enter}',
    );
    await waitFor(() => expect(canvas.getByText('1–7 of 7')).toBeInTheDocument());
    await expect(canvas.getByText('niklaus@example.com')).toBeInTheDocument();
    await expect(canvas.queryByText('jean@example.com')).toBeNull();
    const exportLink = canvas.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink.getAttribute('href')).toContain('subscribed');

    await pickFilterOption(canvasElement, /Subscribed$/, '{End}{Enter}');
    await waitFor(() => expect(canvas.getByText('1–13 of 13')).toBeInTheDocument());
    await expect(canvas.getByText('jean@example.com')).toBeInTheDocument();
    await expect(canvas.queryByText('niklaus@example.com')).toBeNull();
  },
};

/** The cell of the Subscribed column in `name`'s row. */
function subscribedCell(canvas: ReturnType<typeof within>, name: string) {
  const column = canvas
    .getByRole('columnheader', { name: 'Subscribed' })
    .getAttribute('aria-colindex');
  const row = canvas.getByRole('row', { name: new RegExp(`^${name}`) });
  const cell = within(row)
    .getAllByRole('gridcell')
    .find((c) => c.getAttribute('aria-colindex') === column);
  if (!cell) throw new Error(`no Subscribed cell in ${name}'s row`);
  return cell;
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ users: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users match')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ pending: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};

/** "Add user" by keyboard; the server refuses the address and says so under the field. */
export const AddUserServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ userErrors: { email: ['The email has already been taken.'] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('jean@example.com');
    const dialog = await openDialog(canvasElement, 'Add user');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Grace');
    await userEvent.tab();
    await userEvent.keyboard('correct horse battery');
    await pressButton(dialog, 'Add user');
    await expect(
      await within(dialog).findByText('The email has already been taken.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** A short password is refused before any call, in the contract's words. */
export const AddUserInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('jean@example.com');
    const dialog = await openDialog(canvasElement, 'Add user');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus(),
    );
    await userEvent.keyboard('new@example.com');
    await pressButton(dialog, 'Add user');
    await expect(
      await within(dialog).findByText(/The password field is required|at least/),
    ).toBeInTheDocument();
  },
};

/** The row menu by keyboard: Suspend, with a comment; the row shows the badge. */
export const SuspendDialog: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ users: adminUserFixtures(3) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openRowMenu(canvasElement, 'grace@example.com', 'Actions for Grace Hopper');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Suspend' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Suspend user' });
    within(dialog).getByRole('textbox', { name: 'Comment' }).focus();
    await userEvent.keyboard('Spam');
    await pressButton(dialog, 'Suspend');
    await waitFor(() => expect(lastToast()).toBe('Suspended Grace Hopper'));
    const row = canvas.getByText('grace@example.com').closest<HTMLElement>('[role="row"]');
    await expect(await within(row as HTMLElement).findByText('Suspended')).toBeInTheDocument();
  },
};

/**
 * Select every row with Ctrl+A and delete them behind the confirm dialog; the admin's own row
 * (Ada, the signed-in user) is never selected.
 */
export const BulkDelete: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ users: adminUserFixtures(3) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusRow(canvasElement, 'grace@example.com');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(await canvas.findByText('2 selected')).toBeInTheDocument();
    const remove = await canvas.findByRole('button', { name: 'Delete selected' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await confirmByKeyboard(canvasElement);
    await waitFor(() => expect(lastToast()).toBe('Deleted 2 users'));
    await waitFor(() => expect(canvas.queryByText('grace@example.com')).toBeNull());
    await expect(canvas.getByText('ada@example.com')).toBeInTheDocument();
  },
};

/** A sortable header by keyboard: Enter sorts by name, A to Z; the URL keeps it. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('jean@example.com');
    const header = canvas.getByRole('columnheader', { name: 'User' });
    header.focus();
    await waitFor(() => expect(header).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const rows = await waitFor(() => {
      const body = canvas.getAllByRole('row').slice(1);
      expect(body[0]).toHaveTextContent('Ada Lovelace');
      return body;
    });
    await expect(rows[1]).toHaveTextContent('Alan Turing');
  },
};

/** Edit from the row menu: the same form, filled in, its password optional. */
export const EditUser: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ users: adminUserFixtures(3) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressRowButton(canvasElement, 'grace@example.com', 'Actions for Grace Hopper');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Actions for Grace Hopper' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit user' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('grace@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}Rear Admiral Hopper');
    await pressButton(dialog, 'Save');
    await waitFor(() => expect(lastToast()).toBe('User updated'));
    await expect(await canvas.findByText('Rear Admiral Hopper')).toBeInTheDocument();
  },
};

/** A suspended user's menu lifts the suspension. */
export const LiftSuspension: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers({ users: adminUserFixtures(4) }));
  },
  play: async ({ canvasElement }) => {
    await pressRowButton(canvasElement, 'katherine@example.com', 'Actions for Katherine Johnson');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Lift suspension' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toBe('Lifted the suspension of Katherine Johnson'));
  },
};
