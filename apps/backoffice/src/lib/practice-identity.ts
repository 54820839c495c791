import { demoPractice } from '@cabinet/i18n/defaults/demo-practice';
import { useQuery } from '@tanstack/react-query';
import { authClient } from './api';

/** The organization whose public identity is the practice's: the first one, created by the seed. */
const ORGANIZATION_ID = 1;

/**
 * The practice's name, address and phone for the sign-in screens' header and footer: the API's
 * organization (readable without signing in), each missing field falling back to the demo practice
 * the bundle carries, so the screens never wait on it or show an empty footer.
 */
export function usePracticeIdentity() {
  const { data } = useQuery({
    // A key of its own, not the organization's: read before signing in, this is the organization
    // as visitors see it (no settings). Under the organization's key the settings screens would
    // take it, still fresh after signing in, for the administrator's full record and show its
    // settings empty.
    queryKey: ['practice-identity', ORGANIZATION_ID],
    queryFn: async ({ signal }) => {
      const { data: organization } = await authClient.GET('/organization/{id}', {
        params: { path: { id: ORGANIZATION_ID } },
        signal,
      });
      return organization ?? null;
    },
    staleTime: Infinity,
    retry: false,
  });
  const zip = data?.zip || demoPractice.zip;
  const city = data?.city || demoPractice.city;
  return {
    name: data?.name || demoPractice.name,
    street: data?.street || demoPractice.street,
    postcodeCity: `${zip} ${city}`,
    phone: data?.phone || demoPractice.phone,
  };
}
