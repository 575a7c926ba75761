import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  avatarSizes,
  floatingViewportPadding,
  lightColors,
  mobileMaxWidth,
  navbarHeight,
  radius,
  space,
} from './tokens';
import { vars } from './vars.css';

/** The theme contract: every variable a runtime theme may set, shown in the active theme. */
function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section>
        <h2>Colours</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {(Object.keys(lightColors) as (keyof typeof lightColors)[]).map((name) => (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: vars.radius.sm,
                  border: `1px solid ${vars.color.border}`,
                  background: vars.color[name],
                }}
              />
              <code>{vars.color[name].replace(/^var\((.*)\)$/, '$1')}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Radii and space</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {(Object.keys(radius) as (keyof typeof radius)[]).map((name) => (
            <li key={name} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
              <span
                aria-hidden="true"
                style={{
                  width: 48,
                  height: 48,
                  border: `2px solid ${vars.color.primary}`,
                  borderRadius: vars.radius[name],
                }}
              />
              <code>radius-{name}</code>
            </li>
          ))}
        </ul>
        <p>
          Space scale:{' '}
          {Object.entries(space)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')}
        </p>
      </section>
      <section>
        <h2>Layout constants</h2>
        <dl>
          <dt>Navbar heights</dt>
          <dd>
            {navbarHeight.lg} / {navbarHeight.md} / {navbarHeight.sm} px
          </dd>
          <dt>Mobile layout at or below</dt>
          <dd>{mobileMaxWidth} px</dd>
          <dt>Floating viewport padding</dt>
          <dd>{floatingViewportPadding} px</dd>
          <dt>Avatar sizes</dt>
          <dd>
            {Object.entries(avatarSizes)
              .map(([k, v]) => `${k} ${v}`)
              .join(' · ')}{' '}
            px
          </dd>
        </dl>
      </section>
    </div>
  );
}

const meta = { title: 'UI/Theme/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('--coffer-color-primary')).toBeInTheDocument();
    await expect(canvas.getByText('64 / 54 / 48 px')).toBeInTheDocument();
  },
};
