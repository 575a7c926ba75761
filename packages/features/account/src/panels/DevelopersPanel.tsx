import type { CreateAccessTokenPayload } from '@coffer/contract';
import { applyServerFieldErrors, showHttpErrorToast, useTrans } from '@coffer/core';
import { CurrentPasswordField, FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Inline } from '@coffer/ui/Inline';
import { Link } from '@coffer/ui/Link';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useState } from 'react';
import { useAccessTokenActions, useAccessTokens } from '../api/account';
import * as styles from '../components/account.css';
import { CopyButton } from '../components/CopyButton';
import { Panel } from '../components/Panel';
import { WebdavConnection } from './WebdavConnection';

/** The HTTP header's name and scheme, not translated. */
const BEARER_HEADER = 'Authorization: Bearer';

const EMPTY: CreateAccessTokenPayload = { tokenName: '', password: '' };

/**
 * Personal access tokens for the API: create (shown once), list, revoke; a link to the docs;
 * and how to connect over WebDAV, with a token as the password.
 */
export function DevelopersPanel() {
  const tokens = useAccessTokens();
  const { create, revoke } = useAccessTokenActions();
  const { trans, transRich, formatDate } = useTrans();
  const [plain, setPlain] = useState<string | null>(null);
  const form = useForm<CreateAccessTokenPayload>({ defaultValues: EMPTY });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ plainTextToken }) => {
        setPlain(plainTextToken);
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    }),
  );
  return (
    <Panel
      id="developers"
      title={trans('Developers')}
      description={
        <>
          {transRich(
            'Personal access tokens let scripts call the API as you, with an {header} header.',
            { header: <code key="header">{BEARER_HEADER}</code> },
          )}{' '}
          <Link href="/api-docs">{trans('API documentation')}</Link>
        </>
      }
    >
      {plain && (
        <Stack gap="sm">
          <Text weight="medium">
            {trans('Copy your new token now. It will not be shown again.')}
          </Text>
          <output className={styles.code} aria-label={trans('New token')}>
            {plain}
          </output>
          <Inline gap="sm">
            <CopyButton text={plain} copiedMessage={trans('Token copied')}>
              {trans('Copy token')}
            </CopyButton>
            <Button size="sm" variant="text" onPress={() => setPlain(null)}>
              {trans('Done')}
            </Button>
          </Inline>
        </Stack>
      )}
      <form onSubmit={submit} noValidate className={styles.form}>
        <FormTextField
          control={form.control}
          name="tokenName"
          label={trans('Token name')}
          rules={{ required: trans('The token name field is required.') }}
        />
        {/* A token acts as the account: minting one confirms the password. */}
        <CurrentPasswordField control={form.control} label={trans('Your password')} />
        <Button type="submit" isPending={create.isPending}>
          {trans('Create token')}
        </Button>
      </form>
      <ul className={styles.list} aria-label={trans('Access tokens')}>
        {(tokens.data ?? []).map((token) => (
          <li key={token.id} className={styles.row}>
            <Stack gap="xxs">
              <Text weight="medium">{token.name}</Text>
              <Text size="sm" tone="muted">
                {token.last_used_at
                  ? trans('Last used {date}', {
                      date: formatDate(token.last_used_at),
                    })
                  : trans('Never used')}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              aria-label={trans('Revoke {name}', { name: token.name })}
              isPending={revoke.isPending && revoke.variables === token.id}
              onPress={() =>
                revoke.mutate(token.id, { onSuccess: () => toast.positive(trans('Token revoked')) })
              }
            >
              {trans('Revoke')}
            </Button>
          </li>
        ))}
      </ul>
      <WebdavConnection />
    </Panel>
  );
}
