/** A failure of a sign-in link or callback, named by its translation key in the 'auth' namespace. */
export class AuthFlowError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string> = {},
  ) {
    super(key);
  }
}
