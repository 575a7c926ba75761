import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { avatarSizes } from '../theme/tokens';
import { Avatar, avatarSizeNames } from './Avatar';
import { AvatarGroup } from './AvatarGroup';
import { avatarColor } from './avatarColor';

const people = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Linus Torvalds',
  'Ken Thompson',
  'Dennis Ritchie',
  'Barbara Liskov',
].map((name) => ({ name }));

describe('Avatar', () => {
  it('given no picture, shows the initials on the colour of the name and is named after the person', async () => {
    const { container } = render(<Avatar name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.style.background).not.toBe('');
    expect(avatar).toHaveStyle({ background: avatarColor('Ada Lovelace') });
    await expectNoAxeViolations(container);
  });

  it('given a picture, shows the initials until it loads, then the picture alone', async () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('alt', '');
    fireEvent.load(picture);
    expect(avatar).not.toHaveTextContent('AL');
    expect(avatar.style.background).toBe('');
    await expectNoAxeViolations(container);
  });

  it('after the picture fails to load, falls back to the initials', async () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/missing.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    await expectNoAxeViolations(container);
  });

  it('after a failed picture, tries a new src again', () => {
    const { container, rerender } = render(<Avatar name="Ada" src="/missing.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<Avatar name="Ada" src="/ada.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/ada.png');
  });

  it.each(avatarSizeNames)('renders the %s size at its pixel size', (size) => {
    render(<Avatar name="Ada Lovelace" size={size} />);
    const px = `${avatarSizes[size]}px`;
    expect(screen.getByRole('img')).toHaveStyle({ width: px, height: px });
  });

  it('given the xs size, shows a single initial', () => {
    render(<Avatar name="Ada Lovelace" size="xs" />);
    expect(screen.getByRole('img')).toHaveTextContent(/^A$/);
  });
});

describe('AvatarGroup', () => {
  it('given more people than max, shows max avatars and an overflow count named "N more"', async () => {
    const { container } = render(<AvatarGroup aria-label="Shared with" people={people} max={4} />);
    const group = screen.getByRole('group', { name: 'Shared with' });
    expect(group.querySelectorAll('[role="img"]')).toHaveLength(5);
    const more = screen.getByRole('img', { name: '3 more' });
    expect(more).toHaveTextContent('+3');
    await expectNoAxeViolations(container);
  });

  it('given one person over max, shows them instead of "+1"', () => {
    render(<AvatarGroup aria-label="Shared with" people={people.slice(0, 5)} max={4} />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByRole('img', { name: /more/ })).toBeNull();
  });

  it('given a custom moreLabel, uses it for the overflow count', () => {
    render(
      <AvatarGroup
        aria-label="Members"
        people={people}
        max={2}
        moreLabel={(n) => `${n} weitere`}
      />,
    );
    expect(screen.getByRole('img', { name: '5 weitere' })).toHaveTextContent('+5');
  });
});
