import { workspaceRoles } from '@coffer/contract';
import { Button } from '@coffer/ui/Button';
import { Menu, MenuItem, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';

export const roleName = (id: number) => workspaceRoles.find((r) => r.id === id)?.name ?? 'Unknown';

export interface RoleMenuProps {
  roleId: number;
  /** Whose role it is, for the button's accessible name. */
  subject: string;
  onChange: (roleId: number) => void;
  isDisabled?: boolean;
}

/** A button showing a role; its menu picks another (Admin, Editor, Contributor). */
export function RoleMenu({ roleId, subject, onChange, isDisabled }: RoleMenuProps) {
  return (
    <MenuTrigger>
      <Button
        variant="outline"
        size="sm"
        isDisabled={isDisabled}
        aria-label={`Role of ${subject}: ${roleName(roleId)}`}
      >
        {roleName(roleId)}
      </Button>
      <Popover placement="bottom end">
        <Menu
          aria-label={`Role of ${subject}`}
          selectionMode="single"
          selectedKeys={[String(roleId)]}
          onAction={(key) => {
            if (Number(key) !== roleId) onChange(Number(key));
          }}
        >
          {workspaceRoles.map((role) => (
            <MenuItem key={role.id} id={String(role.id)} textValue={role.name}>
              {role.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
