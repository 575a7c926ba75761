import { Avatar } from '@coffer/ui/Avatar';
import { Text } from '@coffer/ui/Text';
import * as styles from './admin.css';

export interface PersonCellProps {
  /** The person's name; empty shows the email in its place. */
  name: string;
  email: string;
  /** Their avatar's URL; initials without one. */
  image: string | null;
}

/** A list cell naming a person: their avatar, name and email. */
export function PersonCell({ name, email, image }: PersonCellProps) {
  return (
    <div className={styles.person}>
      <Avatar name={name || email} src={image} size="sm" />
      <div className={styles.personText}>
        <Text size="sm" weight="medium" truncate>
          {name || email}
        </Text>
        <Text size="xs" tone="muted" truncate>
          {email}
        </Text>
      </div>
    </div>
  );
}
