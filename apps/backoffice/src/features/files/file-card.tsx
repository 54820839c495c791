import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServedImage } from '../../components/attachments/served-image';
import { isImage, type Attachment } from '../../lib/attachments/attachments';
import { deleteCheckQueryOptions } from '../../lib/resource/queries';

/** Where a file is used: the records the delete check says would lose their reference to it. */
function useReferences(id: number) {
  const check = useQuery(deleteCheckQueryOptions('attachment', [id]));
  const descriptions = check.data
    ? Object.values(check.data.to_set_null)
        .flat()
        .concat(Object.values(check.data.to_delete).flat())
        // The file itself is among what a delete removes; it is not a use of it.
        .filter((text) => !text.startsWith('Attachment:'))
    : undefined;
  return { descriptions, isPending: check.isPending };
}

const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
function readableSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

/** One file of the library: its preview, name, type and size, where it is used, and Delete. */
export function FileCard({ file, onDelete }: { file: Attachment; onDelete: () => void }) {
  const { t } = useTranslation('backoffice');
  const references = useReferences(file.id);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <ServedImage name={file.name} alt={file.original_name} image={isImage(file)} />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {file.original_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {file.content_type} · {readableSize(file.size)}
        </Typography>
        <Typography variant="body2" component="div" sx={{ mt: 1 }}>
          {references.isPending ? (
            <Skeleton width="60%" />
          ) : references.descriptions && references.descriptions.length > 0 ? (
            <>
              {t('files.usedBy')}
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {references.descriptions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('files.unused')}
            </Typography>
          )}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
          aria-label={`${t('resource.action.delete')} — ${file.original_name}`}
        >
          {t('resource.action.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
