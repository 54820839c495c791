import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { servedFileQueryOptions } from '../../lib/attachments/attachments';

interface ServedImageProps {
  /** The attachment's name, the one it is served under. */
  name: string;
  /** Said instead of the picture (the file's original name). */
  alt: string;
  image: boolean;
  size?: number | string;
}

/**
 * A file's preview from `GET /attachment/serve/{name}`. The request carries the session's token
 * (private files need it, which an `<img src>` cannot send), so the bytes are shown from an
 * object URL, released when the preview goes. Documents show an icon.
 */
export function ServedImage({ name, alt, image, size = '100%' }: ServedImageProps) {
  const file = useQuery({ ...servedFileQueryOptions(name), enabled: image });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  const box = { width: size, aspectRatio: '1', display: 'block' } as const;
  if (!image)
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
        <DescriptionIcon fontSize="large" color="action" aria-hidden />
      </Box>
    );
  if (!url) return <Skeleton variant="rectangular" sx={{ ...box, height: 'auto' }} />;
  return <Box component="img" src={url} alt={alt} sx={{ ...box, objectFit: 'cover' }} />;
}
