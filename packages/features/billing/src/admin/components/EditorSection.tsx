import { Heading } from '@coffer/ui/Heading';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { type ReactNode, useId } from 'react';
import * as styles from './admin-billing.css';

export interface EditorSectionProps {
  /** Its heading (translated); it names the section. */
  title: string;
  /** A sentence under the heading. */
  description?: string;
  /** A list's own error (a field array's `root`), announced when it appears. */
  error?: string;
  children: ReactNode;
}

/** A part of the plan editor under an `h2`: details, features, prices, permissions. */
export function EditorSection({ title, description, error, children }: EditorSectionProps) {
  const id = useId();
  return (
    <Stack as="section" gap="md" className={styles.panel} aria-labelledby={id}>
      <Heading level={2} size="sm" id={id}>
        {title}
      </Heading>
      {description && (
        <Text size="sm" tone="muted">
          {description}
        </Text>
      )}
      {error && (
        <Text role="alert" tone="danger" size="sm">
          {error}
        </Text>
      )}
      {children}
    </Stack>
  );
}
