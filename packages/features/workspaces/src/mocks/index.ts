import {
  type Workspace,
  type WorkspaceDetails,
  workspaceInvitePayloadSchema,
  workspacePayloadSchema,
  workspacesApi,
} from '@coffer/contract';
import {
  workspaceDetailsFixture,
  workspaceFixture,
  workspaceInviteFixture,
} from '@coffer/contract/fixtures';
import { mockEndpoint, mockError } from '@coffer/core/mocks';

export const sampleWorkspaces: Workspace[] = [
  workspaceFixture(),
  workspaceFixture({ id: 8, name: 'Marketing', role_id: 3, owner_id: 5, members_count: 6 }),
];

export interface WorkspaceMockOptions {
  workspaces?: Workspace[];
  details?: WorkspaceDetails;
}

/** MSW handlers of the workspace calls over in-memory data (`me/workspaces` excludes id 0). */
export function workspaceHandlers({
  workspaces = sampleWorkspaces,
  details = workspaceDetailsFixture(),
}: WorkspaceMockOptions = {}) {
  let list = workspaces.map((w) => ({ ...w }));
  let current = { ...details };
  let nextId = 100;
  return [
    mockEndpoint(workspacesApi.list, () => ({ workspaces: list })),
    mockEndpoint(workspacesApi.create, ({ body }) => {
      const parsed = workspacePayloadSchema.safeParse(body);
      if (!parsed.success) {
        return mockError(422, 'The name field is required.', {
          name: ['The name field is required.'],
        });
      }
      const created = workspaceFixture({ id: nextId++, name: parsed.data.name, members_count: 1 });
      list = [...list, created];
      return { workspace: created };
    }),
    mockEndpoint(workspacesApi.details, ({ params }) => ({
      workspace: { ...current, id: Number(params.id) },
    })),
    mockEndpoint(workspacesApi.rename, ({ body, params }) => {
      const { name } = workspacePayloadSchema.parse(body);
      list = list.map((w) => (w.id === Number(params.id) ? { ...w, name } : w));
      current = { ...current, name };
      return { workspace: current };
    }),
    mockEndpoint(workspacesApi.remove, ({ params }) => {
      list = list.filter((w) => w.id !== Number(params.id));
      return { message: 'Workspace deleted' };
    }),
    mockEndpoint(workspacesApi.leave, ({ params }) => {
      list = list.filter((w) => w.id !== Number(params.id));
      return { message: 'Left workspace' };
    }),
    mockEndpoint(workspacesApi.invite, ({ body }) => {
      const parsed = workspaceInvitePayloadSchema.safeParse(body);
      if (!parsed.success) {
        // As the server names them: `emails.1` for the second address.
        const errors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]),
        );
        return mockError(422, parsed.error.issues[0]?.message ?? '', errors);
      }
      const { emails, roleId } = parsed.data;
      const invites = emails.map((email, i) =>
        workspaceInviteFixture({ id: `inv-new-${Date.now()}-${i}`, email, role_id: roleId }),
      );
      current = { ...current, invites: [...current.invites, ...invites] };
      return { invites, skipped: [] };
    }),
    mockEndpoint(workspacesApi.resendInvite, ({ params }) => {
      const invite = current.invites.find((i) => i.id === params.inviteId);
      return invite ? { invite } : mockError(404, 'Invite not found.');
    }),
    mockEndpoint(workspacesApi.changeInviteRole, ({ body, params }) => {
      const roleId = Number(body.roleId);
      current = {
        ...current,
        invites: current.invites.map((i) =>
          i.id === params.inviteId ? { ...i, role_id: roleId } : i,
        ),
      };
      const invite = current.invites.find((i) => i.id === params.inviteId);
      return invite ? { invite } : mockError(404, 'Invite not found.');
    }),
    mockEndpoint(workspacesApi.cancelInvite, ({ params }) => {
      current = { ...current, invites: current.invites.filter((i) => i.id !== params.inviteId) };
      return { message: 'Invite deleted' };
    }),
    mockEndpoint(workspacesApi.changeMemberRole, ({ body, params }) => {
      const roleId = Number(body.roleId);
      current = {
        ...current,
        members: current.members.map((m) =>
          m.id === Number(params.userId) ? { ...m, role_id: roleId } : m,
        ),
      };
      return { workspace: current };
    }),
    mockEndpoint(workspacesApi.removeMember, ({ params }) => {
      current = {
        ...current,
        members: current.members.filter((m) => m.id !== Number(params.userId)),
      };
      return { workspace: current };
    }),
  ];
}
