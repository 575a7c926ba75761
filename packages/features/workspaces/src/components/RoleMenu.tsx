import {
  WORKSPACE_ROLE_ADMIN,
  WORKSPACE_ROLE_CONTRIBUTOR,
  WORKSPACE_ROLE_EDITOR,
  type WorkspaceRoleId,
  workspaceRoles,
} from '@coffer/contract';
import { defineMessage, useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Menu, MenuItem, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';

/** The roles' names as catalogue messages (the contract's `workspaceRoles` speak English). */
const ROLE_NAMES: Record<WorkspaceRoleId, string> = {
  [WORKSPACE_ROLE_ADMIN]: defineMessage('Admin'),
  [WORKSPACE_ROLE_EDITOR]: defineMessage('Editor'),
  [WORKSPACE_ROLE_CONTRIBUTOR]: defineMessage('Contributor'),
};

/** A role's name as a catalogue message; show it with `trans(roleName(id))`. */
export const roleName = (id: number): string =>
  ROLE_NAMES[id as WorkspaceRoleId] ?? defineMessage('Unknown');

export interface RoleMenuProps {
  roleId: number;
  /** Whose role it is, for the button's accessible name. */
  subject: string;
  onChange: (roleId: number) => void;
  isDisabled?: boolean;
}

/** A button showing a role; its menu picks another (Admin, Editor, Contributor). */
export function RoleMenu({ roleId, subject, onChange, isDisabled }: RoleMenuProps) {
  const { trans } = useTrans();
  const current = trans(roleName(roleId));
  return (
    <MenuTrigger>
      <Button
        variant="outline"
        size="sm"
        isDisabled={isDisabled}
        aria-label={trans('Role of {name}: {role}', { name: subject, role: current })}
      >
        {current}
      </Button>
      <Popover placement="bottom end">
        <Menu
          aria-label={trans('Role of {name}', { name: subject })}
          selectionMode="single"
          selectedKeys={[String(roleId)]}
          onAction={(key) => {
            if (Number(key) !== roleId) onChange(Number(key));
          }}
        >
          {workspaceRoles.map((role) => (
            <MenuItem key={role.id} id={String(role.id)} textValue={trans(roleName(role.id))}>
              {trans(roleName(role.id))}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
