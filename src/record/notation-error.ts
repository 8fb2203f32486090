import { errorJson } from '../_internals/error-json.js';
import { printable } from '../rules/index.js';
import { shorten } from './_internals/shorten.js';

/** Thrown by `parseAction` / `parseEntry` for text that is not an action in notation. */
export class NotationError extends Error {
  /** The text that could not be read, exactly (the message shows it escaped, `printable`). */
  readonly text: string;
  constructor(text: string, why: string) {
    super(`cannot read ${printable(JSON.stringify(shorten(text)))}: ${printable(why)}`);
    this.name = 'NotationError';
    this.text = text;
  }

  /** `name`, `message` and every field, so that `JSON.stringify` keeps why it failed. */
  toJSON(): Record<string, unknown> {
    return errorJson(this);
  }
}
