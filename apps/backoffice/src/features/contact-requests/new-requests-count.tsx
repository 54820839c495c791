import Box from '@mui/material/Box';
import { visuallyHidden } from '@cabinet/ui/a11y/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQueryOptions } from '../../lib/resource/queries';

/** How often the count is asked again while the back-office stays open. */
const REFRESH_MS = 60_000;

/** The search answering how many requests are new (one row asked: only the total matters). */
export const newRequestsQuery = () => ({
  ...listQueryOptions(
    'contact_request',
    { search: { AND: [{ field: 'status', operator: '=', value: 'new' }] } },
    { skip: 0, limit: 1 },
  ),
  refetchInterval: REFRESH_MS,
});

/**
 * The number of new requests beside the navigation's entry: the figure is shown, "new" is read
 * out with it. Nothing shows when there are none, or when the API refuses the caller.
 */
export function NewRequestsCount() {
  const { t } = useTranslation('backoffice');
  const count = useQuery({ ...newRequestsQuery(), retry: false }).data?.total ?? 0;
  if (count === 0) return null;
  const text = t('nav.contactRequests.newCount', { count });
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '22px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count}</span>
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
    </Box>
  );
}
