import { Modal } from '@coffer/ui/Modal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer, fileRequestFixture, fileRequestHandlers } from '../mocks';
import { FileRequestDialog } from './FileRequestDialog';

const meta = {
  title: 'File requests/FileRequestDialog',
  component: FileRequestDialog,
  args: { entry: { id: 10, name: 'Plans' }, origin: 'https://coffer.example' },
  render: (args) => (
    <Modal defaultOpen>
      <FileRequestDialog {...args} />
    </Modal>
  ),
  beforeEach({ msw }) {
    clearLiveAnnouncer();
    msw.use(
      ...fileRequestHandlers([
        fileRequestFixture(),
        fileRequestFixture({
          id: 2,
          hash: 'ClOsEdReQuEsT002',
          title: 'Expense receipts',
          description: null,
          deadline: '2026-01-01T22:59:59.999Z',
          closed: true,
          has_password: true,
          upload_count: 1,
        }),
      ]),
    );
  },
} satisfies Meta<typeof FileRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Request files into “Plans”' });

/** The folder's requests: each with its link, state and actions; 'Copy link' by keyboard. */
export const Default: Story = {
  play: async () => {
    const writeText = fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const d = within(await dialog());
    await expect(
      await d.findByRole('textbox', { name: 'Link to “Conference photos”' }),
    ).toHaveValue('https://coffer.example/drive/r/ReQuEsTrEqUeSt01');
    // The counts are ICU plurals: their parser loads with the first one shown.
    await expect(await d.findByText(/3 files received/)).toBeInTheDocument();
    const closed = d.getByRole('listitem', { name: 'Expense receipts' });
    await expect(within(closed).getByText('Closed')).toBeInTheDocument();
    await expect(
      await within(closed).findByText(/password protected · 1 file received/),
    ).toBeInTheDocument();

    const copy = d.getByRole('button', { name: 'Copy link to “Conference photos”' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith('https://coffer.example/drive/r/ReQuEsTrEqUeSt01');
    const item = d.getByRole('listitem', { name: 'Conference photos' });
    await expect(await within(item).findByRole('status')).toHaveTextContent('Copied');
  },
};

/** No request yet: the form opens at once; Enter creates one and focus lands on its 'Copy link'. */
export const CreateFirst: Story = {
  beforeEach({ msw }) {
    msw.use(...fileRequestHandlers([]));
  },
  play: async () => {
    const d = within(await dialog());
    const title = await d.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('Signed contracts');
    await userEvent.tab();
    await userEvent.keyboard('One PDF per client.');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const copy = await d.findByRole('button', { name: 'Copy link to “Signed contracts”' });
    await waitFor(() => expect(copy).toHaveFocus());
    await expect(await d.findByText(/No deadline · 0 files received/)).toBeInTheDocument();
  },
};

/** A blank title passes the browser's check but not the server's: the message shows on the field. */
export const ServerValidation: Story = {
  beforeEach({ msw }) {
    msw.use(...fileRequestHandlers([]));
  },
  play: async () => {
    const d = within(await dialog());
    const title = await d.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('   {Enter}');
    await expect((await d.findAllByText('Enter a title.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** Edit: the form comes filled in; saving goes back to the list with the change. */
export const Edit: Story = {
  play: async () => {
    const d = within(await dialog());
    const edit = await d.findByRole('button', { name: 'Edit “Conference photos”' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const title = await d.findByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Conference photos');
    await expect(d.getByRole('switch', { name: 'Allow late uploads' })).not.toBeChecked();
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.clear(title);
    await userEvent.keyboard('Summit photos{Enter}');
    await expect(await d.findByRole('listitem', { name: 'Summit photos' })).toBeInTheDocument();
  },
};

/** Delete asks first; confirming removes the request and focus moves to 'New request'. */
export const Delete: Story = {
  play: async () => {
    const d = within(await dialog());
    const remove = await d.findByRole('button', { name: 'Delete “Conference photos”…' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await d.findByRole('button', { name: 'Delete request “Conference photos”' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(d.queryByRole('listitem', { name: 'Conference photos' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(d.getByRole('button', { name: 'New request' })).toHaveFocus());
  },
};
