import { describe, expect, it } from 'vitest';
import { permissionCatalogueFixture, roleFixtures } from '../mocks/fixtures';
import { grantsOf, groupCatalogue, roleFormValues, rolePayload } from './role-form';

const catalogue = permissionCatalogueFixture;
const usersRole = roleFixtures()[1];

describe('role form payload (grants and restrictions)', () => {
  it('given a role, starts from its grants and restriction values, empty as unlimited', () => {
    const grants = grantsOf(usersRole, catalogue);
    expect(grants['files.create']).toEqual({
      granted: true,
      restrictions: { max_files: 1000, max_space: null },
    });
    expect(grants['api.access']).toEqual({ granted: false, restrictions: {} });
  });

  it('sends each granted permission with every restriction it declares, in catalogue order', () => {
    const grants = grantsOf(usersRole, catalogue);
    grants['workspaces.create'] = { granted: true, restrictions: { count: 3 } };
    grants['files.view'] = { ...grants['files.view']!, granted: false };
    const payload = rolePayload(
      { ...roleFormValues(usersRole), description: '  ' },
      grants,
      catalogue,
    );
    expect(payload).toEqual({
      name: 'users',
      description: null,
      type: 'sitewide',
      default: true,
      guests: false,
      permissions: [
        {
          name: 'files.create',
          restrictions: [
            { name: 'max_files', value: 1000 },
            { name: 'max_space', value: null },
          ],
        },
        { name: 'workspaces.create', restrictions: [{ name: 'count', value: 3 }] },
      ],
    });
  });

  it('given a new role, grants nothing', () => {
    const payload = rolePayload(
      { ...roleFormValues(), name: ' Editors ' },
      grantsOf(undefined, catalogue),
      catalogue,
    );
    expect(payload.name).toBe('Editors');
    expect(payload.permissions).toEqual([]);
  });

  it('groups the catalogue in the server order', () => {
    expect(groupCatalogue(catalogue).map(([group]) => group)).toEqual([
      'admin',
      'files',
      'workspaces',
      'api',
    ]);
  });
});
