import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Radio } from '../RadioGroup/Radio';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Stack } from '../Stack/Stack';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { font } from '../theme/tokens';
import { type RuntimeTheme, ThemeScope } from './ThemeScope';

const fontFamilies = {
  System: font.family,
  Serif: 'Georgia, "Times New Roman", serif',
  Monospace: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
} as const;
type FontName = keyof typeof fontFamilies;

interface EditorArgs {
  primary: string;
  fontFamily: FontName;
  radius: number;
  isDark: boolean;
}

/** The values a settings theme stores, as the appearance editor writes them. */
function toTheme({ primary, fontFamily, radius, isDark }: EditorArgs): RuntimeTheme {
  return {
    is_dark: isDark,
    values: {
      '--coffer-color-primary': primary,
      '--coffer-color-primary-hover': primary,
      '--coffer-color-focus-ring': primary,
      '--coffer-font-family': fontFamilies[fontFamily],
      '--coffer-radius-md': `${radius}px`,
    },
  };
}

function Preview() {
  return (
    <Stack gap="md" style={{ padding: 16 }}>
      <Heading level={3}>Preview</Heading>
      <TextField label="Folder name" defaultValue="Invoices" />
      <Switch defaultSelected>Notify me</Switch>
      <Stack gap="sm" align="start">
        <Button>Create folder</Button>
        <Link href="#settings">Appearance settings</Link>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'UI/Theme/ThemeScope',
  component: ThemeScope,
  args: { theme: { is_dark: false, values: {} } },
  argTypes: { theme: { control: 'object' } },
} satisfies Meta<typeof ThemeScope>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <ThemeScope {...args}>
      <Preview />
    </ThemeScope>
  ),
};

export const Dark: Story = { ...Default, args: { theme: { is_dark: true, values: {} } } };

/** Primary colour, font family and radius from controls, applied live over the contract. */
export const RuntimeValues: StoryObj<EditorArgs> = {
  args: { primary: '#7c2d12', fontFamily: 'Serif', radius: 0, isDark: false },
  argTypes: {
    primary: { control: 'color' },
    fontFamily: { control: 'select', options: Object.keys(fontFamilies) },
    radius: { control: { type: 'range', min: 0, max: 24, step: 1 } },
  },
  render: (args) => (
    <ThemeScope theme={toTheme(args)}>
      <Preview />
    </ThemeScope>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create folder' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe('rgb(124, 45, 18)');
    await expect(style.borderTopLeftRadius).toBe('0px');
    await expect(style.fontFamily).toContain('Georgia');
  },
};

function Editor() {
  const [args, setArgs] = useState<EditorArgs>({
    primary: '#1d4ed8',
    fontFamily: 'System',
    radius: 8,
    isDark: false,
  });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '240px 1fr', gap: 24 }}>
      <Stack gap="md">
        <TextField
          label="Primary colour"
          value={args.primary}
          onChange={(primary) => setArgs((a) => ({ ...a, primary }))}
        />
        <RadioGroup
          label="Font"
          value={args.fontFamily}
          onChange={(value) => setArgs((a) => ({ ...a, fontFamily: value as FontName }))}
        >
          {Object.keys(fontFamilies).map((name) => (
            <Radio key={name} value={name}>
              {name}
            </Radio>
          ))}
        </RadioGroup>
        <Switch
          isSelected={args.radius === 0}
          onChange={(square) => setArgs((a) => ({ ...a, radius: square ? 0 : 8 }))}
        >
          Square corners
        </Switch>
      </Stack>
      <ThemeScope theme={toTheme(args)} style={{ border: '1px solid', borderRadius: 8 }}>
        <Preview />
      </ThemeScope>
    </div>
  );
}

/** A miniature appearance editor: every change restyles the preview at once. */
export const LiveEditor: Story = {
  render: () => <Editor />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colour = canvas.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.tripleClick(colour);
    await userEvent.keyboard('#166534');
    await userEvent.click(canvas.getByRole('radio', { name: 'Monospace' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Square corners' }));
    const style = getComputedStyle(canvas.getByRole('button', { name: 'Create folder' }));
    // The button's background eases over 120 ms; wait for the transition to land.
    await waitFor(() => expect(style.backgroundColor).toBe('rgb(22, 101, 52)'));
    await expect(style.fontFamily).toContain('monospace');
    await expect(style.borderTopLeftRadius).toBe('0px');
  },
};
