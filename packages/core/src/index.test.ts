import { expect, it } from 'vitest';
import * as core from './index';

it('keeps its public export list (changes here need a changeset)', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});
