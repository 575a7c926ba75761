/**
 * An object that stands for whatever `current()` returns when a member is read: its getters
 * and methods are the latest render's. The virtual grid's rows are memoised and render only
 * when what they show changes, while React Aria's row hooks keep the selection manager (and
 * the drag and drop states) they were given in their event handlers; through this they act
 * on the grid's current selection, not the one of the row's last render.
 */
export function liveProxy<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current() as T;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has(_, property) {
      return property in (current() as T);
    },
  });
}
