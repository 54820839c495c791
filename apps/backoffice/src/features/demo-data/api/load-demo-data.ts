import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

/** The app whose demo data the home screen offers (the name `/apps/load_demo_data/{app}` takes). */
export const DEMO_APP = 'cabinet';

/** POST /apps/load_demo_data/{app}; afterwards every screen reads its data again. */
export function useLoadDemoData() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/apps/load_demo_data/{app}', {
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
