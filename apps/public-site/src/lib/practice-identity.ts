import { useQuery } from '@tanstack/react-query';
import { practice } from '../config/practice';
import { $api } from './api';

/** The organization whose public identity is the practice's: the first one, created by the seed. */
export const ORGANIZATION_ID = 1;

export interface PracticeIdentity {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  website: string | null;
}

/** `GET /organization/1`: the practice's public identity (no email), kept for the whole visit. */
export function organizationOptions() {
  return {
    ...$api.queryOptions('get', '/organization/{id}', {
      params: { path: { id: ORGANIZATION_ID } },
    }),
    staleTime: Infinity,
  };
}

/** The practice's identity from the API, each missing field falling back to the bundled demo. */
export function usePracticeIdentity(): PracticeIdentity {
  const { data } = useQuery(organizationOptions());
  return {
    name: data?.name || practice.name,
    street: data?.street || practice.street,
    zip: data?.zip || practice.zip,
    city: data?.city || practice.city,
    country: data?.country || practice.country,
    phone: data?.phone || practice.phone,
    website: data?.website || null,
  };
}
