/**
 * A small client of the API over real HTTP, for what drives a running server from outside: the cluster
 * proof (cluster/) and the benchmarks (bench/). Tests in process use `app.inject()` instead.
 */
export interface Answer<T> {
  status: number;
  body: T;
}

/** One JSON call to `base` (an instance or a proxy), answering the status and the parsed body. */
export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** POST /api/Image with one JPEG, as the listing form sends it; answers the photo id. */
export async function uploadPhoto(base: string, token: string, jpeg: Buffer): Promise<number> {
  const form = new FormData();
  form.append('ImageFile', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/Image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { imageId: number | null };
  if (response.status !== 200 || body.imageId === null) {
    throw new Error(`photo upload answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.imageId;
}
