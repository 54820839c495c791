/**
 * Release versions: semantic versions (MAJOR.MINOR.PATCH, optionally `-prerelease`), tagged
 * `v<version>` in the repository and installed in a folder named after the version.
 */
const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

/** Whether `text` is a version, as typed on the command line or read from a folder's name. */
export function isVersion(text: string): boolean {
  return VERSION.test(text);
}

/** Negative when `a` comes before `b`; a prerelease comes before its release. */
export function compareVersions(a: string, b: string): number {
  const [, ...left] = VERSION.exec(a) ?? [];
  const [, ...right] = VERSION.exec(b) ?? [];
  for (let part = 0; part < 3; part += 1) {
    const difference = Number(left[part]) - Number(right[part]);
    if (difference !== 0) return difference;
  }
  const [preA, preB] = [left[3], right[3]];
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

/** The repository's tag of a version. */
export const tagOf = (version: string): string => `v${version}`;
