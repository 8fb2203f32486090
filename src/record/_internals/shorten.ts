/** A text cut to 60 characters (57 and `...`), for quoting input in an error message. */
export function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
