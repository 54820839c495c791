/**
 * What a session start tells the server about the device (`POST /init`'s `device_info`): the
 * browser's own description, language, referrer and processor count. Short texts only: the server
 * refuses longer ones, and keeps none of it unless visitor tracking is on.
 */
export function deviceInfo(): Record<string, string | number | null> {
  const cut = (text: string) => text.slice(0, 512);
  return {
    user_agent: cut(navigator.userAgent),
    language: cut(navigator.language),
    referrer: document.referrer ? cut(document.referrer) : null,
    cpu: navigator.hardwareConcurrency || null,
  };
}
