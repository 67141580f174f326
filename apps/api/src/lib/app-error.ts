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

/** 429 with the `Retry-After` the error handler sends (CONTRACT.md section 3). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code = 'RATE_LIMITED',
    message = 'Too many attempts. Please try again later.',
  ) {
    super(code, 429, message);
  }
}
