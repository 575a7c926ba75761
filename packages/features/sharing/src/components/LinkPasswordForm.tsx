import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Text } from '@coffer/ui/Text';
import { useState } from 'react';
import { useCheckLinkPassword } from '../api/sharing';
import { GatePasswordField } from './GatePasswordField';
import * as styles from './sharing.css';

/** A protected link's gate: the password, then the page the link shows. */
export function LinkPasswordForm({ hash }: { hash: string }) {
  const [password, setPassword] = useState('');
  const check = useCheckLinkPassword(hash);
  return (
    <main className={styles.page}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password) check.mutate(password);
        }}
      >
        <Heading level={1}>This link is protected</Heading>
        <Text as="p">Enter the password to open it.</Text>
        <GatePasswordField value={password} onChange={setPassword} check={check} />
        <Button type="submit" isPending={check.isPending}>
          Open
        </Button>
      </form>
    </main>
  );
}
