import { BOOTSTRAP_ELEMENT_ID } from '@coffer/contract/constants';
import { bootstrapFixture, userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { checkBootstrapShape, createBootstrapStore, readBootstrapJson } from './bootstrap-store';
import { readBootstrapData } from './read-bootstrap-data';

describe('bootstrap store', () => {
  it('reads and validates the data the server wrote into the page', () => {
    const data = bootstrapFixture({ user: userFixture({ name: '</script><b>x</b>' }) });
    document.body.innerHTML = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${JSON.stringify(
      data,
    ).replace(/</g, '\\u003c')}</script>`;
    expect(readBootstrapData()).toEqual(data);
  });

  it('refuses data that does not match the contract', () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{"user":1}</script>`;
    expect(() => readBootstrapData()).toThrow();
  });

  it('given page data of the contract shape, the first-load check passes it through unchanged', () => {
    const data = bootstrapFixture({ user: userFixture() });
    document.body.innerHTML = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
    expect(checkBootstrapShape(readBootstrapJson())).toEqual(data);
  });

  it.each([
    ['not an object', 1],
    ['a user that is not an object', { ...bootstrapFixture(), user: 1 }],
    ['no settings', { ...bootstrapFixture(), settings: undefined }],
    ['no guest permissions', { ...bootstrapFixture(), guest_permissions: null }],
  ])('given %s, the first-load check refuses it', (_, raw) => {
    expect(() => checkBootstrapShape(raw)).toThrow(/shape of the contract/);
  });

  it('replaces the data wholesale and tells subscribers', () => {
    const store = createBootstrapStore(bootstrapFixture());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const next = bootstrapFixture({ user: userFixture() });
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(bootstrapFixture());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
