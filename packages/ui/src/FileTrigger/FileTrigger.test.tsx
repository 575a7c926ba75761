import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FileTrigger } from './FileTrigger';

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileTrigger', () => {
  describe.each(['mouse', 'keyboard'] as const)('pressed with the %s', (input) => {
    it('opens the file picker (clicks the hidden input)', async () => {
      const user = userEvent.setup();
      const { container } = render(<FileTrigger>Upload</FileTrigger>);
      const click = vi.spyOn(fileInput(container), 'click');
      if (input === 'mouse') await user.click(screen.getByRole('button', { name: 'Upload' }));
      else {
        await user.tab();
        await user.keyboard('{Enter}');
      }
      expect(click).toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  it('reports the chosen files as an array', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <FileTrigger allowsMultiple onSelect={onSelect}>
        Upload
      </FileTrigger>,
    );
    const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
    await user.upload(fileInput(container), files);
    expect(onSelect).toHaveBeenCalledWith(files);
  });

  it('with acceptDirectory, asks the browser for a folder', () => {
    const { container } = render(<FileTrigger acceptDirectory>Upload a folder</FileTrigger>);
    expect(fileInput(container)).toHaveAttribute('webkitdirectory');
  });

  it('passes accepted types and multiple to the input', () => {
    const { container } = render(
      <FileTrigger allowsMultiple acceptedFileTypes={['image/png']}>
        Images
      </FileTrigger>,
    );
    expect(fileInput(container)).toHaveAttribute('accept', 'image/png');
    expect(fileInput(container)).toHaveAttribute('multiple');
  });

  it('given aria-label and no label, is an icon button named by it, showing the icon', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FileTrigger aria-label="Resume report.pdf" icon={<svg data-testid="icon" />} />,
    );
    const button = screen.getByRole('button', { name: 'Resume report.pdf' });
    expect(button).toContainElement(screen.getByTestId('icon'));
    expect(button).not.toHaveTextContent(/./);
    const click = vi.spyOn(fileInput(container), 'click');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('given isDisabled, cannot be focused', async () => {
    const user = userEvent.setup();
    render(<FileTrigger isDisabled>Upload</FileTrigger>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload' })).not.toHaveFocus();
  });
});
