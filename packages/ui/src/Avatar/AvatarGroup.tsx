import { useKitStrings } from '../KitStrings/KitStringsProvider';
import type { AvatarSize } from '../theme/tokens';
import { avatarSizes } from '../theme/tokens';
import { Avatar } from './Avatar';
import * as styles from './avatar.css';

export interface AvatarGroupPerson {
  /** Stable key; the name is used when missing. */
  id?: string | number;
  name: string;
  src?: string | null;
}

export interface AvatarGroupProps {
  /** The people to show, in order. */
  people: readonly AvatarGroupPerson[];
  /**
   * How many avatars to show before the rest collapse into a "+N" count.
   * @default 4
   */
  max?: number;
  /**
   * Size token of every avatar in the group.
   * @default 'md'
   */
  size?: AvatarSize;
  /** Accessible name of the group, e.g. "Shared with". */
  'aria-label': string;
  /**
   * Accessible text for the overflow count.
   * @default the kit string `morePeople` ('3 more')
   */
  moreLabel?: (count: number) => string;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** Overlapping avatars; people beyond `max` are summed up as "+N" ("N more" to screen readers). */
export function AvatarGroup({
  people,
  max = 4,
  size = 'md',
  moreLabel,
  className,
  ...props
}: AvatarGroupProps) {
  // A lone "+1" would take the same room as the avatar it hides.
  const visibleCount = people.length - max === 1 ? people.length : Math.max(0, max);
  const shown = people.slice(0, visibleCount);
  const hidden = people.length - shown.length;
  const pixels = avatarSizes[size];
  const strings = useKitStrings();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset means form controls; this groups images
    <div
      role="group"
      aria-label={props['aria-label']}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {shown.map((person) => (
        <Avatar
          key={person.id ?? person.name}
          name={person.name}
          src={person.src}
          size={size}
          className={styles.groupItem}
        />
      ))}
      {hidden > 0 && (
        <span
          role="img"
          aria-label={
            moreLabel ? moreLabel(hidden) : strings.format('morePeople', { count: hidden })
          }
          className={`${styles.avatar} ${styles.groupItem} ${styles.overflow}`}
          style={{ width: pixels, height: pixels, fontSize: Math.round(pixels * 0.38) }}
        >
          <span aria-hidden="true">+{hidden}</span>
        </span>
      )}
    </div>
  );
}
