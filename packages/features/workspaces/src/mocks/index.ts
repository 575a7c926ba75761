import {
  type Workspace,
  type WorkspaceDetails,
  workspaceInvitePayloadSchema,
  workspacePayloadSchema,
} from '@coffer/contract';
import {
  workspaceDetailsFixture,
  workspaceFixture,
  workspaceInviteFixture,
} from '@coffer/contract/fixtures';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';

/** The client sends PUT and DELETE as POST with `_method` (spec §7); this matches one. */
function overridden(method: 'PUT' | 'DELETE', path: string, resolver: HttpResponseResolver) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

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
    http.get('*/api/v1/me/workspaces', () => HttpResponse.json({ workspaces: list })),
    http.post('*/api/v1/workspace', async ({ request }) => {
      const parsed = workspacePayloadSchema.safeParse(await request.json());
      if (!parsed.success) {
        return HttpResponse.json(
          {
            message: 'The name field is required.',
            errors: { name: ['The name field is required.'] },
          },
          { status: 422 },
        );
      }
      const created = workspaceFixture({ id: nextId++, name: parsed.data.name, members_count: 1 });
      list = [...list, created];
      return HttpResponse.json({ workspace: created });
    }),
    http.get('*/api/v1/workspace/:id', ({ params }) =>
      HttpResponse.json({ workspace: { ...current, id: Number(params.id) } }),
    ),
    overridden('PUT', '*/api/v1/workspace/:id', async ({ request, params }) => {
      const { name } = workspacePayloadSchema.parse(await request.json());
      list = list.map((w) => (w.id === Number(params.id) ? { ...w, name } : w));
      current = { ...current, name };
      return HttpResponse.json({ workspace: current });
    }),
    overridden('DELETE', '*/api/v1/workspace/:id', ({ params }) => {
      list = list.filter((w) => w.id !== Number(params.id));
      return HttpResponse.json({ message: 'Workspace deleted' });
    }),
    http.post('*/api/v1/workspace/:id/leave', ({ params }) => {
      list = list.filter((w) => w.id !== Number(params.id));
      return HttpResponse.json({ message: 'Left workspace' });
    }),
    http.post('*/api/v1/workspace/:id/invite', async ({ request }) => {
      const parsed = workspaceInvitePayloadSchema.safeParse(await request.json());
      if (!parsed.success) {
        // As the server names them: `emails.1` for the second address.
        const errors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]),
        );
        return HttpResponse.json(
          { message: parsed.error.issues[0]?.message, errors },
          { status: 422 },
        );
      }
      const { emails, roleId } = parsed.data;
      const invites = emails.map((email, i) =>
        workspaceInviteFixture({ id: `inv-new-${Date.now()}-${i}`, email, role_id: roleId }),
      );
      current = { ...current, invites: [...current.invites, ...invites] };
      return HttpResponse.json({ invites, skipped: [] });
    }),
    http.post('*/api/v1/workspace/:id/invite/:inviteId/resend', ({ params }) =>
      HttpResponse.json({ invite: current.invites.find((i) => i.id === params.inviteId) }),
    ),
    overridden('PUT', '*/api/v1/workspace/:id/invite/:inviteId', async ({ request, params }) => {
      const { roleId } = (await request.json()) as { roleId: number };
      current = {
        ...current,
        invites: current.invites.map((i) =>
          i.id === params.inviteId ? { ...i, role_id: roleId } : i,
        ),
      };
      return HttpResponse.json({ invite: current.invites.find((i) => i.id === params.inviteId) });
    }),
    overridden('DELETE', '*/api/v1/workspace/:id/invite/:inviteId', ({ params }) => {
      current = { ...current, invites: current.invites.filter((i) => i.id !== params.inviteId) };
      return HttpResponse.json({ message: 'Invite deleted' });
    }),
    overridden('PUT', '*/api/v1/workspace/:id/member/:userId', async ({ request, params }) => {
      const { roleId } = (await request.json()) as { roleId: number };
      current = {
        ...current,
        members: current.members.map((m) =>
          m.id === Number(params.userId) ? { ...m, role_id: roleId } : m,
        ),
      };
      return HttpResponse.json({ workspace: current });
    }),
    overridden('DELETE', '*/api/v1/workspace/:id/member/:userId', ({ params }) => {
      current = {
        ...current,
        members: current.members.filter((m) => m.id !== Number(params.userId)),
      };
      return HttpResponse.json({ workspace: current });
    }),
  ];
}
