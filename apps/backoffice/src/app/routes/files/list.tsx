import { FilesLibrary } from '../../../features/files/files-library';

/** Files: the library of uploads. */
export function Component() {
  return <FilesLibrary />;
}
