import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { formatBytes } from './formatBytes';
import { Meter, meterTone } from './Meter';

const GB = 1024 ** 3;

describe('Meter', () => {
  it('given storage usage, is a meter named by its label that shows "2.1 GB of 10 GB"', async () => {
    const used = 2.1 * GB;
    const quota = 10 * GB;
    const { container } = render(
      <Meter
        label="Storage"
        value={used}
        maxValue={quota}
        valueLabel={`${formatBytes(used)} of ${formatBytes(quota)}`}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'Storage' });
    expect(meter).toHaveAttribute('aria-valuetext', '2.1 GB of 10 GB');
    expect(meter).toHaveTextContent('2.1 GB of 10 GB');
    await expectNoAxeViolations(container);
  });

  it.each([
    [50, 'neutral'],
    [80, 'warning'],
    [95, 'danger'],
  ] as const)('filled to %s percent, shows the %s tone', async (value, tone) => {
    const { container } = render(<Meter label="Storage" value={value} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
    await expectNoAxeViolations(container);
  });

  it('given custom thresholds, uses them', () => {
    render(<Meter aria-label="Seats" value={55} warningAt={50} dangerAt={60} />);
    expect(
      screen.getByRole('meter', { name: 'Seats' }).querySelector('[data-tone]'),
    ).toHaveAttribute('data-tone', 'warning');
  });
});

describe('meterTone', () => {
  it.each([
    [0, 'neutral'],
    [74.9, 'neutral'],
    [75, 'warning'],
    [89.9, 'warning'],
    [90, 'danger'],
    [100, 'danger'],
  ] as const)('at %s percent is %s', (percentage, tone) => {
    expect(meterTone(percentage)).toBe(tone);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2.1 * GB, '2.1 GB'],
    [10 * GB, '10 GB'],
    [5 * 1024 * GB, '5 TB'],
    [Number.NaN, '0 B'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes, 'en-US')).toBe(text);
  });
});
