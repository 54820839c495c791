import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../lib/resource/list-state';

interface ListFooterProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** "Show max" page sizes, "{shown} of {total} records" and the pages (ceil(total / size) of them). */
export function ListFooter({ page, pageSize, shown, total, onPage, onPageSize }: ListFooterProps) {
  const { t } = useTranslation('backoffice');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('resource.list.showMax')}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          sx={{ width: 110 }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" role="status">
          {t('resource.list.count', { shown, total })}
        </Typography>
      </Stack>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, next) => onPage(next)}
        size="small"
        siblingCount={0}
        getItemAriaLabel={(type, number, selected) =>
          type === 'page'
            ? t(selected ? 'resource.pagination.current' : 'resource.pagination.page', {
                page: number,
              })
            : t(`resource.pagination.${type}`)
        }
      />
    </Stack>
  );
}
