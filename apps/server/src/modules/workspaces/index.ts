import { defineModule } from '../../platform/modules';
import * as workspaceTables from './migration';
import { workspaceRoutes } from './routes';

/** Workspaces, their members and roles, and the invitations that bring people in. */
export const workspacesModule = defineModule({
  name: 'coffer-workspaces',
  dependencies: ['coffer-auth', 'coffer-notifications'],
  migrations: [['0010_workspaces', workspaceTables]],
  register: workspaceRoutes,
});
