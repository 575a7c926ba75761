import { accountApi, endpointUrl } from '@coffer/contract';
import { permissionRedirect, useBootstrap, useHttp, useSettings, useTrans } from '@coffer/core';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { accountKeys } from '../api/keys';
import * as styles from '../components/account.css';

/** The HTTP header to send, not translated. */
const BEARER_HEADER = 'Authorization: Bearer <token>';

/** `/api-docs` (needs api.access): the OpenAPI document generated from the contract. */
export function ApiDocsPage() {
  const { trans, transRich } = useTrans();
  const user = useBootstrap((data) => data.user);
  const guestPermissions = useBootstrap((data) => data.guest_permissions);
  const settings = useSettings();
  const http = useHttp();
  const redirect = permissionRedirect({
    user,
    guest_permissions: guestPermissions,
    permission: 'api.access',
    billingEnabled: settings.billing.enable,
  });
  const doc = useQuery({
    queryKey: accountKeys.openApi,
    queryFn: () => http.call(accountApi.openApi),
    enabled: !redirect,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className={styles.page}>
      <div />
      <Stack gap="xl">
        <Heading level={1} size="lg">
          {doc.data?.info.title ?? trans('API documentation')}
        </Heading>
        <Text as="p" tone="muted">
          {transRich('Send a personal access token from your account settings as {header}.', {
            header: <code key="header">{BEARER_HEADER}</code>,
          })}{' '}
          <a href={endpointUrl(accountApi.openApi)}>{trans('Download the OpenAPI document')}</a>
        </Text>
        {doc.isPending && (
          <ProgressCircle isIndeterminate aria-label={trans('Loading documentation')} />
        )}
        {Object.entries(doc.data?.paths ?? {}).flatMap(([path, operations]) =>
          Object.entries(operations).map(([method, op]) => (
            <section
              key={`${method} ${path}`}
              className={styles.panel}
              aria-label={`${method.toUpperCase()} ${path}`}
            >
              <Heading level={2} size="sm">
                <code>
                  {method.toUpperCase()} {path}
                </code>
              </Heading>
              {op.summary && <Text>{op.summary}</Text>}
              {op.description && (
                <Text size="sm" tone="muted">
                  {op.description}
                </Text>
              )}
              {op.requestBody && (
                <SchemaDisclosure
                  label={trans('Request body')}
                  schema={op.requestBody.content['application/json']?.schema}
                />
              )}
              {op.responses?.['200']?.content && (
                <SchemaDisclosure
                  label={trans('Response')}
                  schema={op.responses['200'].content['application/json']?.schema}
                />
              )}
            </section>
          )),
        )}
      </Stack>
    </div>
  );
}

/**
 * A schema behind a disclosure, written out only once opened: the document holds every
 * endpoint, and some answers (the bootstrap data) have large schemas.
 */
function SchemaDisclosure({ label, schema }: { label: string; schema: unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{label}</summary>
      {open && <pre className={styles.code}>{JSON.stringify(schema, null, 2)}</pre>}
    </details>
  );
}
