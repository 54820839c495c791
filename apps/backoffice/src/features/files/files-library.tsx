import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../components/resource/delete-dialog';
import { SearchBox } from '../../components/resource/search-box';
import { useErrorToast } from '../../components/resource/use-error-toast';
import { UploadFilesButton } from '../../components/attachments/upload-files-button';
import { ACCEPTED_FILES, uploadAttachments } from '../../lib/attachments/attachments';
import { invalidateModel } from '../../lib/resource/mutations';
import { FileCard } from './file-card';
import { LIBRARY_PAGE_SIZE, libraryQueryOptions } from './library-queries';

/**
 * The files library: every upload the caller may see (an administrator's organization, anyone
 * else's own), as cards with a preview and where each is used; upload several at once, and
 * delete with the warning of the references the delete would empty.
 */
export function FilesLibrary() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<number[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const files = useQuery(libraryQueryOptions(page, search));
  const title = t('files.title');
  const total = files.data?.total ?? 0;

  const upload = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setProgress(0);
    uploadAttachments(chosen, setProgress)
      .then(() => invalidateModel(queryClient, 'attachment'))
      .catch(showError)
      .finally(() => setProgress(null));
  };

  return (
    <Stack spacing={2}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <UploadFilesButton
          accept={ACCEPTED_FILES.document}
          onFiles={upload}
          busy={progress !== null}
          inputTestId="files-library-input"
        />
      </Stack>
      <SearchBox
        value={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('attachments.uploading')}
        />
      ) : null}
      {files.isSuccess ? (
        <Typography variant="body2" color="text.secondary">
          {t('resource.list.count', { shown: files.data.data.length, total })}
        </Typography>
      ) : null}
      {files.isSuccess && total === 0 ? (
        <Typography color="text.secondary">{t('resource.list.empty')}</Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={title}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
        }}
      >
        {files.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} component="li" variant="rectangular" height={240} />
            ))
          : (files.data?.data ?? []).map((file) => (
              <FileCard key={file.id} file={file} onDelete={() => setDeleting([file.id])} />
            ))}
      </Box>
      {total > LIBRARY_PAGE_SIZE ? (
        <Pagination
          count={Math.ceil(total / LIBRARY_PAGE_SIZE)}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      ) : null}
      <DeleteDialog
        model="attachment"
        ids={deleting}
        onClose={() => setDeleting([])}
        onDeleted={() => {
          setDeleting([]);
          void invalidateModel(queryClient, 'attachment');
        }}
      />
    </Stack>
  );
}
