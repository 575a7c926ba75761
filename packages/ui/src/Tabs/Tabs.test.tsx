import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { NavTabs, selectedHref } from './NavTabs';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function SettingsTabs(props: { keyboardActivation?: 'automatic' | 'manual' }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Settings">
        <Tab id="general">General</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="storage">Storage</Tab>
      </TabList>
      <TabPanel id="general">General settings</TabPanel>
      <TabPanel id="security">Sessions</TabPanel>
      <TabPanel id="storage">Quota</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  describe.each(['mouse', 'keyboard'] as const)('selecting with the %s', (input) => {
    it('shows the selected tab’s panel', async () => {
      const user = userEvent.setup();
      const { container } = render(<SettingsTabs />);
      await expectNoAxeViolations(container);
      if (input === 'mouse') {
        await user.click(tab('Storage'));
      } else {
        await user.tab();
        await user.keyboard('{End}');
      }
      expect(tab('Storage')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Quota');
      await expectNoAxeViolations(container);
    });
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    render(<SettingsTabs keyboardActivation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Security')).toHaveFocus();
    expect(tab('General')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('NavTabs', () => {
  const tabs = [
    { href: '/admin', label: 'Overview' },
    { href: '/admin/users', label: 'Users' },
    { href: '/admin/roles', label: 'Roles' },
  ];

  it('selects the tab whose href is the longest prefix of the current path', async () => {
    const { container } = render(
      <NavTabs aria-label="Admin" tabs={tabs} currentPath="/admin/users/42">
        User 42
      </NavTabs>,
    );
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Users')).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('User 42');
    await expectNoAxeViolations(container);
  });

  it('does not treat a longer sibling path as a match (/admin/rolesets is not /admin/roles)', () => {
    expect(selectedHref(tabs, '/admin/rolesets')).toBe('/admin');
    expect(selectedHref(tabs, '/admin')).toBe('/admin');
    expect(selectedHref(tabs, '/files')).toBeNull();
  });

  it('follows a new path when the location changes', () => {
    const { rerender } = render(<NavTabs aria-label="Admin" tabs={tabs} currentPath="/admin" />);
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    rerender(<NavTabs aria-label="Admin" tabs={tabs} currentPath="/admin/roles" />);
    expect(tab('Roles')).toHaveAttribute('aria-selected', 'true');
  });
});
