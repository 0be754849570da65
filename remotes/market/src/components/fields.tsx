/** Small form rules of the console pages. */

/**
 * The rule of a required choice whose value is a number (a category, a
 * service): the message comes from the form's rules file, but the check is a
 * plain presence check, since the shared rules treat values as text.
 */
export function requiredChoice(message: string | undefined) {
  return [{ required: true, message }];
}
