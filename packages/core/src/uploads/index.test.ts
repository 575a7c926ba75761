import { expect, it } from 'vitest';
import * as uploads from './index';

it('keeps its public export list (changes here need a changeset)', () => {
  expect(Object.keys(uploads).sort()).toMatchSnapshot();
});
