import { PERSONAL_WORKSPACE_ID } from '@coffer/contract';
import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@coffer/ui/Menu';
import { Popover } from '@coffer/ui/Popover';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { setActiveWorkspaceId, useActiveWorkspaceId } from '../active-workspace';
import { useDeleteWorkspace, useLeaveWorkspace, useWorkspaces } from '../api/workspaces';
import * as styles from './workspaces.css';

// The dialogs (and their forms) load when one opens, not with the switcher, which shows on
// every signed-in page's first paint (ADR 0007).
const WorkspaceFormDialog = lazy(async () => ({
  default: (await import('./WorkspaceFormDialog')).WorkspaceFormDialog,
}));
const ManageMembersDialog = lazy(async () => ({
  default: (await import('./ManageMembersDialog')).ManageMembersDialog,
}));

type Open = 'create' | 'rename' | 'members' | null;

/**
 * Picks the active workspace (cookie `activeWorkspaceId`, default the personal 0) and
 * manages the current one: create, rename, members, leave, delete by ability.
 */
export function WorkspaceSwitcher() {
  const { trans } = useTrans();
  const { data: workspaces } = useWorkspaces();
  const activeId = useActiveWorkspaceId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const leave = useLeaveWorkspace();
  const remove = useDeleteWorkspace();
  const active = workspaces?.find((w) => w.id === activeId);

  const select = (id: number) => {
    if (id === activeId) return;
    setActiveWorkspaceId(id);
    // Every workspace-scoped list (files, members) belongs to the previous workspace.
    void queryClient.invalidateQueries();
  };

  // A workspace the user left or lost falls back to the personal one.
  useEffect(() => {
    if (workspaces && !active) select(PERSONAL_WORKSPACE_ID);
  });

  const onAction = (key: string) => {
    if (key.startsWith('workspace-')) select(Number(key.slice('workspace-'.length)));
    else if (key === 'create' || key === 'rename' || key === 'members') setOpen(key);
    else if (key === 'leave' && active) leave.mutate(active.id, { onSuccess: () => select(0) });
    else if (key === 'delete' && active) remove.mutate(active.id, { onSuccess: () => select(0) });
  };

  const personal = !active || active.id === PERSONAL_WORKSPACE_ID;
  // The personal workspace's name is the contract's English 'Default': shown translated.
  const nameOf = (w?: { id: number; name: string }) =>
    !w || w.id === PERSONAL_WORKSPACE_ID ? trans('Default') : w.name;
  const activeName = nameOf(active);
  return (
    <>
      <MenuTrigger>
        <Button
          variant="outline"
          size="sm"
          aria-label={trans('Workspace: {name}', { name: activeName })}
        >
          <span className={styles.switcherLabel}>{activeName}</span>
        </Button>
        <Popover placement="bottom start">
          <Menu onAction={(key) => onAction(String(key))}>
            <MenuSection
              title={trans('Workspaces')}
              selectionMode="single"
              selectedKeys={[`workspace-${activeId}`]}
            >
              {(workspaces ?? []).map((w) => (
                <MenuItem key={w.id} id={`workspace-${w.id}`} textValue={nameOf(w)}>
                  {nameOf(w)}
                </MenuItem>
              ))}
            </MenuSection>
            <MenuSeparator />
            <MenuSection aria-label={trans('Workspace actions')}>
              <MenuItem id="create">{trans('Create workspace')}</MenuItem>
              {!personal && active.abilities.renameWorkspace ? (
                <MenuItem id="rename">{trans('Rename workspace')}</MenuItem>
              ) : null}
              {!personal ? <MenuItem id="members">{trans('Manage members')}</MenuItem> : null}
              {!personal && !active.abilities.deleteWorkspace ? (
                <MenuItem id="leave">{trans('Leave workspace')}</MenuItem>
              ) : null}
              {!personal && active.abilities.deleteWorkspace ? (
                <MenuItem id="delete" variant="danger">
                  {trans('Delete workspace')}
                </MenuItem>
              ) : null}
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
      <Suspense fallback={null}>
        {open === 'create' && (
          <WorkspaceFormDialog
            isOpen
            onOpenChange={(o) => !o && setOpen(null)}
            onSaved={(id) => select(id)}
          />
        )}
        {open === 'rename' && active && (
          <WorkspaceFormDialog
            isOpen
            workspace={active}
            onOpenChange={(o) => !o && setOpen(null)}
          />
        )}
        {open === 'members' && active && (
          <ManageMembersDialog
            isOpen
            workspaceId={active.id}
            onOpenChange={(o) => !o && setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}
