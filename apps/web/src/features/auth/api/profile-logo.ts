import { useMutation } from '@tanstack/react-query';
import type { User } from '@sakhli/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { applyUser } from '@/lib/auth-store';
import { uploadForm } from '@/lib/upload-request';

/** The multipart field of POST /api/Auth/profile/logo. */
const LOGO_FILE_FIELD = 'LogoFile';

/** A refused logo: the server's code (NOT_AN_IMAGE, LOGO_TOO_LARGE…) for the form to translate. */
export class LogoRejected extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function uploadLogo(file: File): Promise<User> {
  const form = new FormData();
  form.append(LOGO_FILE_FIELD, file, file.name);
  const { status, body } = await uploadForm<User & { code?: string }>('/api/Auth/profile/logo', form);
  if (status !== 200 || !body?.id) throw new LogoRejected(body?.code ?? 'UPLOAD_FAILED');
  return body;
}

/** POST /api/Auth/profile/logo: the answer (the user with the new logo's URL) becomes the stored user. */
export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo, onSuccess: applyUser });
}

/** DELETE /api/Auth/profile/logo. */
export function useRemoveLogo() {
  return useMutation({
    mutationFn: () => apiRequest<User>('/api/Auth/profile/logo', { method: 'DELETE' }),
    onSuccess: applyUser,
  });
}
