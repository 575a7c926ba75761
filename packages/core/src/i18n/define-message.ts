/**
 * Marks a string kept outside a component (a menu item, a column, a dialog's title) as a
 * catalogue message, so `scripts/messages.mjs` extracts it; translate it where it is shown,
 * with `trans(item.label)`. Returns the message unchanged.
 */
export function defineMessage<const Message extends string>(message: Message): Message {
  return message;
}
