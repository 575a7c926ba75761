import { traceFixture } from '@coffer/contract/fixtures';
import { DialogOutlet, dialogStore } from '@coffer/ui/DialogOutlet';
import { expectNoAxeViolations } from '@coffer/ui/test';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { ErrorDialog } from './ErrorDialog';
import { showHttpErrorToast } from './show-http-error';

function frameButtons() {
  const stack = screen.getByRole('region', { name: 'Stack trace' });
  return within(stack)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button'));
}

describe('ErrorDialog', () => {
  afterEach(() => act(() => dialogStore.closeDialog()));

  it('given a trace, shows the title, exception class and message', async () => {
    render(<ErrorDialog trace={traceFixture} isOpen />);
    const dialog = screen.getByRole('dialog', { name: 'An error occured' });
    expect(within(dialog).getByText('TypeError')).toBeInTheDocument();
    expect(
      within(dialog).getByText("Cannot read properties of undefined (reading 'size')"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download log' })).toHaveAttribute(
      'href',
      '/api/v1/logs/error/download-latest',
    );
    await expectNoAxeViolations(dialog);
  }, 15_000);

  it('collapses each vendor group into one row with its count, and selects the first app frame', () => {
    render(<ErrorDialog trace={traceFixture} isOpen />);
    expect(frameButtons().map((b) => b.textContent)).toEqual([
      '1 vendor frame',
      'usedSpaceapps/server/src/modules/files/quota.ts:12',
      'uploadHandlerapps/server/src/modules/files/routes.ts:58',
      '3 vendor frames',
    ]);
    expect(frameButtons()[1]).toHaveAttribute('aria-current', 'true');
    const snippet = screen.getByRole('region', {
      name: 'Code of apps/server/src/modules/files/quota.ts:12',
    });
    expect(within(snippet).getByText('return row.size ?? 0;', { exact: false })).toBeVisible();
    expect(snippet.querySelector('[aria-current="true"]')).toHaveTextContent(
      "12 .select((eb) => eb.fn.sum<number>('file_size').as('size'))",
    );
  });

  describe.each(['mouse', 'keyboard'] as const)('with the %s', (input) => {
    it('"Expand vendor frames" lists every frame and the toggle then collapses them again', async () => {
      const user = userEvent.setup();
      render(<ErrorDialog trace={traceFixture} isOpen />);
      const toggle = screen.getByRole('button', { name: 'Expand vendor frames' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      if (input === 'mouse') await user.click(toggle);
      else {
        toggle.focus();
        await user.keyboard('{Enter}');
      }
      expect(frameButtons()).toHaveLength(6);
      expect(screen.getByRole('button', { name: 'Collapse vendor frames' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // The selection stays on the app frame when vendor frames appear around it.
      expect(frameButtons()[1]).toHaveAttribute('aria-current', 'true');
      if (input === 'mouse') await user.click(frameButtons()[4]!);
      else {
        frameButtons()[4]!.focus();
        await user.keyboard(' ');
      }
      expect(frameButtons()[4]).toHaveAttribute('aria-current', 'true');
      expect(screen.getByText('The source of this frame is not available.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Collapse vendor frames' }));
      expect(frameButtons()).toHaveLength(4);
    }, 15_000);
  });

  it('pressing a collapsed group row expands the vendor frames', async () => {
    const user = userEvent.setup();
    render(<ErrorDialog trace={traceFixture} isOpen />);
    await user.click(screen.getByRole('button', { name: '3 vendor frames' }));
    expect(frameButtons()).toHaveLength(6);
  });

  it('given an error response with a trace, showHttpErrorToast opens it in the outlet', async () => {
    render(<DialogOutlet />);
    act(() =>
      showHttpErrorToast(
        new HttpError(500, { message: 'Server Error', ignitionTrace: traceFixture }),
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'An error occured' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
