import { useTrans } from '@coffer/core';
import { Button } from '@coffer/ui/Button';
import { useLogout } from '../api/logout';

/** 'Logout' on the gated screens, where there is no user menu. */
export function LogoutButton() {
  const logout = useLogout();
  const { trans } = useTrans();
  return (
    <Button variant="secondary" isPending={logout.isPending} onPress={() => logout.mutate()}>
      {trans('Logout')}
    </Button>
  );
}
