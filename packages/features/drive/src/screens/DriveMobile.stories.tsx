import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { closeDialog, DialogOutlet } from '@coffer/ui/DialogOutlet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { driveHandlers } from '../mocks';
import { longPress, tap } from '../mocks/gestures';
import { DrivePage } from './DrivePage';

/** The phone layout: touch selection and the bottom action bar. */
const meta = {
  title: 'Drive/DrivePage/Mobile',
  component: DrivePage,
  args: { section: 'home', isMobile: true },
  parameters: { layout: 'fullscreen', bootstrap: bootstrapFixture({ user: userFixture() }) },
  decorators: [
    (Story) => (
      <>
        <Story />
        <DialogOutlet />
      </>
    ),
  ],
  beforeEach({ msw }) {
    // The app's dialog store outlives a story: start each without the last one's dialog.
    closeDialog();
    localStorage.removeItem('coffer.drive.view');
    msw.use(...driveHandlers());
  },
} satisfies Meta<typeof DrivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('rowheader', { name: new RegExp(`^${name.replace('.', '\\.')}`) });

/** The phone's list as it first shows: each entry's whole name, its size and date under it. */
export const List: Story = {};

/**
 * Each row's "⋮" button opens that entry's actions; from the keyboard, ArrowLeft on a row
 * reaches it, Enter opens the menu and Escape gives focus back to the button.
 */
export const RowMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The second line gives the size and the date.
    const notes = await row(canvasElement, 'notes.txt');
    await expect(notes.textContent).toMatch(/^notes\.txt.*B · /);
    const projects = (await row(canvasElement, 'Projects')).closest<HTMLElement>('[role="row"]');
    projects?.focus();
    await waitFor(() => expect(projects).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    // The menu's code may arrive meanwhile: the real button replaces its placeholder, focused.
    const button = () => canvas.getByRole('button', { name: 'Actions for Projects' });
    await waitFor(() => expect(button()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Actions for Projects' });
    await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
  },
};

/**
 * A long press selects and enters selection mode, where taps toggle; the bottom bar acts on
 * the selection (here from the keyboard: arrows along the bar, Enter on Delete).
 */
export const LongPressThenTap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await longPress(await row(canvasElement, 'notes.txt'));
    const bar = await canvas.findByRole('toolbar', { name: 'Selection actions' });
    // A plural message: the ICU format loads with the first one (the plain lookup until then).
    await expect(await within(bar).findByText('1 item selected')).toBeInTheDocument();
    await tap(await row(canvasElement, 'Budget 2026.xlsx'));
    await expect(await within(bar).findByText('2 items selected')).toBeInTheDocument();
    // A second tap toggles an entry off again.
    await tap(await row(canvasElement, 'Budget 2026.xlsx'));
    await expect(await within(bar).findByText('1 item selected')).toBeInTheDocument();
    await tap(await row(canvasElement, 'Budget 2026.xlsx'));
    await within(bar).findByText('2 items selected');

    const clear = within(bar).getByRole('button', { name: 'Clear selection' });
    clear.focus();
    await waitFor(() => expect(clear).toHaveFocus());
    const remove = within(bar).getByRole('button', { name: 'Delete' });
    for (let i = 0; i < 4 && document.activeElement !== remove; i++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('notes.txt')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(canvas.queryByRole('toolbar', { name: 'Selection actions' })).toBeNull();
  },
};

/** One entry's other actions sit in the bar's 'More actions' menu. */
export const MoreActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await longPress(await row(canvasElement, 'notes.txt'));
    const bar = await canvas.findByRole('toolbar', { name: 'Selection actions' });
    await expect(within(bar).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const more = within(bar).getByRole('button', { name: 'More actions' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'More actions' });
    for (const name of ['Preview', 'Get link', 'Rename', 'Move to']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** Touch selection works on grid tiles too; 'Clear selection' leaves selection mode. */
export const GridLongPress: Story = {
  beforeEach() {
    localStorage.setItem('coffer.drive.view', 'grid');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The grid loads on first use.
    await longPress(await canvas.findByRole('row', { name: /^Holiday\.jpg/ }));
    const bar = await canvas.findByRole('toolbar', { name: 'Selection actions' });
    await expect(await within(bar).findByText('1 item selected')).toBeInTheDocument();
    await tap(canvas.getByRole('row', { name: /^Contract\.pdf/ }));
    await expect(await within(bar).findByText('2 items selected')).toBeInTheDocument();
    const clear = within(bar).getByRole('button', { name: 'Clear selection' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('toolbar')).toBeNull());
  },
};
