/**
 * The `If` header of RFC 4918 §10.4: lists of conditions (a lock token or an entity tag,
 * each maybe negated), each list maybe tagged with the resource it is about. The header
 * holds when one list holds, a list when all its conditions do.
 */

export interface IfCondition {
  not: boolean;
  token?: string;
  etag?: string;
}

export interface IfList {
  /** The tagged resource's URL (absolute or a path), null for the request's own. */
  resource: string | null;
  conditions: IfCondition[];
}

/** A header that does not follow the grammar: 400. */
export class BadIfHeader extends Error {}

export function parseIfHeader(header: string): IfList[] {
  const lists: IfList[] = [];
  let i = 0;
  let tag: string | null = null;
  const skip = () => {
    while (i < header.length && /\s/.test(header[i]!)) i += 1;
  };
  const until = (close: string) => {
    const end = header.indexOf(close, i + 1);
    if (end < 0) throw new BadIfHeader(`Unclosed ${header[i]}`);
    const value = header.slice(i + 1, end);
    i = end + 1;
    return value;
  };
  skip();
  while (i < header.length) {
    if (header[i] === '<') {
      tag = until('>');
    } else if (header[i] === '(') {
      i += 1;
      const conditions: IfCondition[] = [];
      for (;;) {
        skip();
        if (header[i] === ')') {
          i += 1;
          break;
        }
        let not = false;
        if (header.slice(i, i + 3).toLowerCase() === 'not') {
          not = true;
          i += 3;
          skip();
        }
        if (header[i] === '<') conditions.push({ not, token: until('>') });
        else if (header[i] === '[') conditions.push({ not, etag: until(']') });
        else throw new BadIfHeader(`Unexpected ${header[i] ?? 'end'}`);
      }
      if (conditions.length === 0) throw new BadIfHeader('Empty list');
      lists.push({ resource: tag, conditions });
    } else {
      throw new BadIfHeader(`Unexpected ${header[i]}`);
    }
    skip();
  }
  if (lists.length === 0) throw new BadIfHeader('No list');
  return lists;
}

/** Every lock token a header names without `Not`: the tokens the client submits. */
export function submittedTokens(lists: IfList[]): string[] {
  return lists.flatMap((list) =>
    list.conditions.filter((c) => !c.not && c.token).map((c) => c.token!),
  );
}
