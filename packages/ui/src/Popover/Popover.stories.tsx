import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogBody, DialogTitle, DialogTrigger } from '../Dialog/Dialog';
import { HoverPopoverTrigger } from './HoverPopoverTrigger';
import { Popover } from './Popover';
import { floating } from './popover.css';

const placements = ['bottom', 'top', 'start', 'end'] as const;

const content = (
  <Dialog showCloseButton={false}>
    <DialogTitle>Storage</DialogTitle>
    <DialogBody>2.1 GB of 15 GB used</DialogBody>
  </Dialog>
);

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { placement: 'bottom' },
  argTypes: { placement: { control: 'select', options: placements } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Storage</Button>
      <Popover {...args}>{content}</Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the play function opens it by keyboard and closes it with Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Storage' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Storage' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="outline">Storage</Button>
      <Popover {...args}>{content}</Popover>
    </DialogTrigger>
  ),
};

/** Opens while hovered; closes 150 ms after the pointer leaves trigger and popover. */
export const OnHover: Story = {
  render: (args) => (
    <HoverPopoverTrigger>
      <Button variant="outline">Storage</Button>
      <Popover {...args}>{content}</Popover>
    </HoverPopoverTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Storage' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};

/** Every style rule of the page, media rules' contents included, with their media. */
function styleRules(): Array<{ rule: CSSStyleRule; media: string }> {
  const found: Array<{ rule: CSSStyleRule; media: string }> = [];
  const walk = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) found.push({ rule, media });
      else if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, '');
  return found;
}

/**
 * Spec §9 for every floating surface: 16 px from the viewport edges (the trigger sits at the
 * right edge, the popover is wider than the room left of it), a 125 ms enter/exit animation,
 * and none of it when the user asks for reduced motion.
 */
export const FloatingRules: Story = {
  render: (args) => (
    <div style={{ position: 'fixed', top: 40, right: 0 }}>
      <DialogTrigger>
        <Button variant="outline">Storage</Button>
        <Popover {...args}>
          <Dialog showCloseButton={false}>
            <DialogTitle>Storage</DialogTitle>
            <DialogBody>
              <div style={{ width: 320 }}>2.1 GB of 15 GB used</div>
            </DialogBody>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Storage' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Storage' });
    const surface = dialog.closest('[data-trigger]') ?? dialog.parentElement;
    await waitFor(() => {
      const box = (surface as HTMLElement).getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16 + 0.5);
      expect(box.left).toBeGreaterThanOrEqual(16 - 0.5);
    });

    const rules = styleRules();
    const of = (state: string, media: string) =>
      rules.find(
        (r) => r.media.includes(media) && r.rule.selectorText.includes(`.${floating}[${state}]`),
      )?.rule.style;
    await expect(of('data-entering', '')?.animationDuration).toBe('125ms');
    await expect(of('data-exiting', '')?.animationDuration).toBe('125ms');
    await expect(of('data-entering', 'prefers-reduced-motion: reduce')?.animationName).toBe('none');
    await expect(of('data-exiting', 'prefers-reduced-motion: reduce')?.animationName).toBe('none');
    await userEvent.keyboard('{Escape}');
  },
};
