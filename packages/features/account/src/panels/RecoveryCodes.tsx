import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Inline } from '@coffer/ui/Inline';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import * as styles from '../components/account.css';

/** Recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { trans } = useTrans();
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.positive(trans('Recovery codes copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Text as="p" size="sm">
        {trans(
          'Store these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator. They are shown only now.',
        )}
      </Text>
      <ul
        className={`${styles.list} ${styles.codes} ${styles.code}`}
        aria-label={trans('Recovery codes')}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Inline gap="sm">
        <Button variant="outline" size="sm" onPress={copy}>
          {trans('Copy codes')}
        </Button>
        <Button variant="outline" size="sm" onPress={download}>
          {trans('Download as text')}
        </Button>
      </Inline>
    </Stack>
  );
}
