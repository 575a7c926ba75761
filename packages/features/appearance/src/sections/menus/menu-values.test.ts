import { describe, expect, it } from 'vitest';
import { conditionValue, freshId, menuPreviewPath, moveItems } from './menu-values';

const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const order = (list: { id: string }[]) => list.map((item) => item.id).join('');

describe('moveItems', () => {
  it('moves an item before another', () => {
    expect(order(moveItems(items, new Set(['d']), 'b', 'before'))).toBe('adbc');
  });

  it('moves an item after the last one', () => {
    expect(order(moveItems(items, new Set(['a']), 'd', 'after'))).toBe('bcda');
  });

  it('moves several items together, in their order', () => {
    expect(order(moveItems(items, new Set(['c', 'a']), 'd', 'after'))).toBe('bdac');
  });

  it('changes nothing when dropped on a moved item or an unknown one', () => {
    expect(order(moveItems(items, new Set(['b']), 'b', 'after'))).toBe('abcd');
    expect(order(moveItems(items, new Set(['b']), 'x', 'after'))).toBe('abcd');
  });
});

describe('menuPreviewPath', () => {
  it('shows the page of the first position the app renders', () => {
    expect(menuPreviewPath({ positions: ['unknown', 'auth-page-footer'] })).toBe('/login');
    expect(menuPreviewPath({ positions: ['admin-sidebar'] })).toBe('/admin');
    expect(menuPreviewPath({ positions: [] })).toBe('/drive');
  });
});

describe('freshId', () => {
  it('skips ids already taken', () => {
    expect(freshId('item', [{ id: 'item-2' }, { id: 'x' }])).toBe('item-3');
  });
});

describe('conditionValue', () => {
  it('reads booleans and numbers, keeps other text', () => {
    expect(conditionValue('true')).toBe(true);
    expect(conditionValue('false')).toBe(false);
    expect(conditionValue('3')).toBe(3);
    expect(conditionValue('')).toBe('');
    expect(conditionValue('stripe')).toBe('stripe');
  });
});
