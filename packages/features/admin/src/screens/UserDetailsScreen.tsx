import type { AdminUserDetails, Role } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Badge } from '@coffer/ui/Badge';
import { Button } from '@coffer/ui/Button';
import { EmptyState } from '@coffer/ui/EmptyState';
import { Heading } from '@coffer/ui/Heading';
import { ProgressCircle } from '@coffer/ui/ProgressCircle';
import { Tab, TabList, TabPanel, Tabs } from '@coffer/ui/Tabs';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePermissionCatalogue } from '../api/roles';
import {
  useConfirmEmail,
  useRevokeToken,
  useSignOutSession,
  useUpdateUserPermissions,
  useUserDetails,
} from '../api/user-details';
import * as adminStyles from '../components/admin.css';
import { PermissionPicker } from '../components/PermissionPicker';
import { type Grants, grantsOf } from '../components/role-form';
import { UserDatePreferences } from '../components/UserDatePreferences';
import { AdminPage } from '../layout/AdminPage';
import * as styles from './user-details.css';

/** The page's tabs, in order; the selected one is the URL's `?tab=`. */
export const USER_DETAILS_TABS = ['details', 'permissions', 'security', 'date', 'api'] as const;
type UserDetailsTab = (typeof USER_DETAILS_TABS)[number];

/** `/admin/users/:userId` (users.update): one user's details, grants, sessions and tokens. */
export function UserDetailsScreen() {
  const { trans } = useTrans();
  const id = Number(useParams().userId);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = USER_DETAILS_TABS.find((t) => t === asked) ?? 'details';
  const details = useUserDetails(id);
  const user = details.data?.user;
  if (!user) {
    return (
      <AdminPage title={trans('User')}>
        {details.isError ? (
          <EmptyState title={trans('User not found.')} />
        ) : (
          <ProgressCircle isIndeterminate aria-label={trans('Loading')} />
        )}
      </AdminPage>
    );
  }
  const labels: Record<UserDetailsTab, string> = {
    details: trans('Details'),
    permissions: trans('Permissions'),
    security: trans('Security'),
    date: trans('Date and time'),
    api: trans('API'),
  };
  return (
    <AdminPage title={user.name || user.email}>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => setSearch({ tab: String(key) }, { replace: true })}
      >
        <TabList aria-label={trans('User')}>
          {USER_DETAILS_TABS.map((t) => (
            <Tab key={t} id={t}>
              {labels[t]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details">
          <DetailsTab user={user} />
        </TabPanel>
        <TabPanel id="permissions">
          <PermissionsTab user={user} />
        </TabPanel>
        <TabPanel id="security">
          <SecurityTab user={user} />
        </TabPanel>
        <TabPanel id="date">
          <UserDatePreferences user={user} />
        </TabPanel>
        <TabPanel id="api">
          <TokensTab user={user} />
        </TabPanel>
      </Tabs>
    </AdminPage>
  );
}

function DetailsTab({ user }: { user: AdminUserDetails }) {
  const { trans, formatDate } = useTrans();
  const confirm = useConfirmEmail(user.id);
  return (
    <Facts
      items={[
        [trans('Name'), user.name || '—'],
        [trans('Email'), user.email],
        [
          trans('Email confirmed'),
          user.email_verified_at ? (
            formatDate(user.email_verified_at)
          ) : (
            <Button
              key="confirm"
              size="sm"
              variant="outline"
              isPending={confirm.isPending}
              onPress={() =>
                confirm.mutate(undefined, {
                  onSuccess: () => toast.positive(trans('Email address confirmed')),
                })
              }
            >
              {trans('Confirm email')}
            </Button>
          ),
        ],
        [trans('Status'), user.banned_at ? trans('Suspended') : trans('Active')],
        [
          trans('Roles'),
          <span key="roles" className={adminStyles.badges}>
            {user.roles.map((role) => (
              <Badge key={role.id}>{role.name}</Badge>
            ))}
          </span>,
        ],
        [trans('Created'), formatDate(user.created_at)],
        [
          trans('Last active'),
          user.last_active_at ? formatDate(user.last_active_at) : trans('Never'),
        ],
        // The register form's extra fields: labels are the admin's own words.
        ...user.extra_fields.map((field): [string, ReactNode] => [
          field.label,
          typeof field.value === 'boolean'
            ? field.value
              ? trans('Yes')
              : trans('No')
            : String(field.value),
        ]),
      ]}
    />
  );
}

function PermissionsTab({ user }: { user: AdminUserDetails }) {
  const { trans } = useTrans();
  const catalogue = usePermissionCatalogue().data?.permissions;
  const save = useUpdateUserPermissions(user.id);
  // grantsOf reads only a role's permissions: the user's direct grants have the same shape.
  const [grants, setGrants] = useState<Grants | null>(null);
  if (!catalogue) return <ProgressCircle isIndeterminate aria-label={trans('Loading')} />;
  const shown = grants ?? grantsOf({ permissions: user.permissions } as Role, catalogue);
  const submit = () => {
    const permissions = catalogue
      .filter((entry) => shown[entry.name]?.granted)
      .map((entry) => ({
        name: entry.name,
        restrictions: entry.restrictions.map((name) => ({
          name,
          value: shown[entry.name]?.restrictions[name] ?? null,
        })),
      }));
    save.mutate({ permissions }, { onSuccess: () => toast.positive(trans('Permissions saved')) });
  };
  return (
    <div className={adminStyles.form}>
      {/* The picker's groups are h3s under this. */}
      <Heading level={2} size="md">
        {trans('Permissions')}
      </Heading>
      <PermissionPicker catalogue={catalogue} grants={shown} onChange={setGrants} />
      <div className={adminStyles.actions}>
        <Button isPending={save.isPending} onPress={submit}>
          {trans('Save')}
        </Button>
      </div>
    </div>
  );
}

function SecurityTab({ user }: { user: AdminUserDetails }) {
  const { trans, formatDate } = useTrans();
  const signOut = useSignOutSession(user.id);
  if (!user.sessions.length) return <EmptyState size="compact" title={trans('No sessions')} />;
  return (
    <ul className={styles.rows} aria-label={trans('Sessions')}>
      {user.sessions.map((session) => (
        <li key={session.id} className={styles.row}>
          <span className={styles.rowText}>
            <Text weight="medium">{session.user_agent ?? trans('Browser')}</Text>
            <Text size="sm" tone="muted">
              {[session.ip, formatDate(session.last_activity)].filter(Boolean).join(' · ')}
            </Text>
          </span>
          {session.current ? (
            <Badge>{trans('This browser')}</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onPress={() =>
                signOut.mutate(session.id, {
                  onSuccess: () => toast.positive(trans('Session signed out')),
                })
              }
            >
              {trans('Sign out')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TokensTab({ user }: { user: AdminUserDetails }) {
  const { trans, formatDate } = useTrans();
  const revoke = useRevokeToken(user.id);
  if (!user.tokens.length) return <EmptyState size="compact" title={trans('No access tokens')} />;
  return (
    <ul className={styles.rows} aria-label={trans('Access tokens')}>
      {user.tokens.map((token) => (
        <li key={token.id} className={styles.row}>
          <span className={styles.rowText}>
            <Text weight="medium">{token.name}</Text>
            <Text size="sm" tone="muted">
              {token.last_used_at
                ? trans('Last used {date}', { date: formatDate(token.last_used_at) })
                : trans('Never used')}
            </Text>
          </span>
          <Button
            size="sm"
            variant="danger"
            onPress={() =>
              revoke.mutate(token.id, { onSuccess: () => toast.positive(trans('Token revoked')) })
            }
          >
            {trans('Revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Label and value pairs, as a description list. */
function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
