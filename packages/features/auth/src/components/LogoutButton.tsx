import { Button } from '@coffer/ui/Button';
import { useLogout } from '../api/logout';

/** 'Logout' on the gated screens, where there is no user menu. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="secondary" isPending={logout.isPending} onPress={() => logout.mutate()}>
      Logout
    </Button>
  );
}
