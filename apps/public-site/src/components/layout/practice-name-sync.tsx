import { useEffect } from 'react';
import { usePracticeIdentity } from '../../lib/practice-identity';

/** Hands the practice's name, once the API gives it, to the header (which loads before the data layer). */
export function PracticeNameSync({ onName }: { onName: (name: string) => void }) {
  const { name } = usePracticeIdentity();
  useEffect(() => onName(name), [name, onName]);
  return null;
}
