import { useLocation, useParams, useSearchParams } from 'react-router';

export interface Invite {
  id: string | undefined;
  type: string;
}

/**
 * The invite a sign-up or sign-in answers (spec §2.1): a path containing `workspace`
 * (`/workspace/join/register/:inviteId`) is a workspace invite; otherwise an invite type
 * given as a route parameter or query names it. The invite id is a route parameter
 * (or the `inviteId` query, as invitation emails may link it).
 */
export function useInvite(): Invite | null {
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.inviteId ?? search.get('inviteId') ?? undefined;
  if (pathname.includes('workspace')) return { id, type: 'workspace' };
  const type = params.inviteType ?? search.get('invite_type');
  return type ? { id, type } : null;
}

/** The invite variant of the login or register page. */
export function joinPath(kind: 'login' | 'register', inviteId: string | undefined): string {
  return inviteId ? `/workspace/join/${kind}/${inviteId}` : `/workspace/join/${kind}`;
}
