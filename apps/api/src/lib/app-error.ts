/** A failure a client can act on: services throw it, the error handler turns it into CONTRACT.md's JSON. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message ?? code);
  }
}
