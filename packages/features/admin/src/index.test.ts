import { expect, it } from 'vitest';
import * as admin from './index';

it('keeps its public export list (changes here need a changeset)', () => {
  expect(Object.keys(admin).sort()).toEqual([
    'ADMIN_SCREENS',
    'ADMIN_SIDEBAR_POSITION',
    'RequirePermission',
    'adminKeys',
    'adminRoutes',
  ]);
});
