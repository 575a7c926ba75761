import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from './Accordion';
import { Disclosure, disclosureHeadingLevels } from './Disclosure';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    title: 'Advanced options',
    children: 'Keep old versions for 30 days.',
    onExpandedChange: fn(),
  },
  argTypes: { headingLevel: { control: 'select', options: disclosureHeadingLevels } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Advanced options' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Keep old versions for 30 days.')).toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Disabled: Story = { args: { isDisabled: true } };

const sections = [
  { id: 'general', title: 'General', body: 'Site name and language.' },
  { id: 'storage', title: 'Storage', body: 'Quota per user.' },
  { id: 'mail', title: 'Mail', body: 'SMTP server.' },
];

export const AccordionSingle: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['general']}>
      {sections.map((s) => (
        <Disclosure key={s.id} id={s.id} title={s.title}>
          {s.body}
        </Disclosure>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Storage' }));
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Storage' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const AccordionMultiple: Story = {
  render: () => (
    <Accordion allowsMultipleExpanded defaultExpandedKeys={['general', 'mail']}>
      {sections.map((s) => (
        <Disclosure key={s.id} id={s.id} title={s.title}>
          {s.body}
        </Disclosure>
      ))}
    </Accordion>
  ),
};
