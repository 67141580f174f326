/** How long a health check may take before the server counts as unreachable. */
const HEALTH_TIMEOUT_MS = 5_000;

/**
 * GET /api/health (CONTRACT.md section 1): true when the server answers that it can serve requests. A network
 * failure, a timeout or a 503 (its database unreachable) is false.
 */
export async function checkApiHealth(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
