/**
 * Marks an English string as a catalogue message (ADR 0016) without translating it:
 * `scripts/messages.mjs` extracts the literal, and the text is translated where it is
 * shown (the error handler, an email, a notification) into the reader's language.
 */
export function defineMessage<const M extends string>(message: M): M {
  return message;
}
