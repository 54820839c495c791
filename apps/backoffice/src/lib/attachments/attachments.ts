import type { components } from '@cabinet/api-client/schema';
import { queryOptions } from '@tanstack/react-query';
import { $api, apiClient } from '../api';
import { uploadToApi } from '../resource/file-transfer';
import type { Criterion } from '../resource/model-paths';

export type Attachment = components['schemas']['Attachment'];

/** What an attachment field takes: pictures (the spec's image pickers) or documents (a CV). */
export type AttachmentKind = 'image' | 'document';

/** The file types each kind accepts, for the file chooser. */
export const ACCEPTED_FILES: Record<AttachmentKind, string> = {
  image: '.png,.jpeg,.jpg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml',
  document: '.pdf,.png,.jpeg,.jpg,.gif,.svg,application/pdf,image/*',
};

/** The picker lists every file at once (spec: no paging), up to the API's page maximum. */
const PICKER_LIMIT = 1000;

function kindCriteria(kind: AttachmentKind): Criterion[] {
  return kind === 'image' ? [{ field: 'content_type', operator: 'ilike', value: 'image/' }] : [];
}

/** Query options of one user's own files of a kind, newest first (`POST /attachment/search`). */
export function ownAttachmentsQueryOptions(ownerId: number, kind: AttachmentKind) {
  const options = $api.queryOptions('post', '/attachment/search', {
    params: { query: { skip: 0, limit: PICKER_LIMIT } },
    body: {
      order_by: { field: 'id', direction: 'desc' },
      search: {
        AND: [{ field: 'owner_id', operator: '=', value: ownerId }, ...kindCriteria(kind)],
      },
    },
  });
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: options.queryFn,
  });
}

/**
 * Uploads the files one request each, so one refused file does not take the others with it and
 * progress can be told as a whole (0–1 over all files). Answers the attachments made, in order.
 */
export async function uploadAttachments(
  files: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<Attachment[]> {
  const created: Attachment[] = [];
  for (const [index, file] of files.entries()) {
    const answer = await uploadToApi<Attachment[]>('/attachment/', file, {
      field: 'files',
      onProgress: (fraction) => onProgress?.((index + fraction) / files.length),
    });
    created.push(...answer);
  }
  return created;
}

/** The bytes of a file from `GET /attachment/serve/{name}` with the session's token. */
export function servedFileQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['get', '/attachment/serve/{name}', name],
    queryFn: async () => {
      const { data } = await apiClient.GET('/attachment/serve/{name}', {
        params: { path: { name } },
        parseAs: 'blob',
      });
      return data as unknown as Blob;
    },
    // A file under a name never changes: a new upload gets a new name.
    staleTime: Infinity,
  });
}

export const isImage = (attachment: Pick<Attachment, 'content_type'>) =>
  attachment.content_type.startsWith('image/');
