/**
 * What Android's Capacitor bridge is to the site, played by the test: the platform is "android"
 * (`Capacitor.isNativePlatform()` is true), the plugins below answer from here and record each
 * call, and the test fires their events (the back button) as the phone would. The Network plugin
 * is left to its web implementation, which follows the browser's connection.
 */
export interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
  /** Whether the page's `<main>` had content at the time of the call. */
  pageRendered: boolean;
}

declare global {
  interface Window {
    nativeCalls: NativeCall[];
    fireNativeEvent: (plugin: string, event: string, data: unknown) => void;
  }
}

/** The native plugins the bridge answers for, with their promise methods. */
export const NATIVE_PLUGINS: Record<string, string[]> = {
  App: ['exitApp', 'minimizeApp'],
  AppLauncher: ['openUrl', 'canOpenUrl'],
  SplashScreen: ['show', 'hide'],
  StatusBar: ['setStyle', 'setOverlaysWebView', 'setBackgroundColor', 'show', 'hide'],
};

/**
 * Runs in the page before the site's scripts (`page.addInitScript(installNativeBridge,
 * NATIVE_PLUGINS)`): self-contained, it sees nothing of this module.
 */
export function installNativeBridge(plugins: Record<string, string[]>): void {
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  let nextCallbackId = 1;
  window.nativeCalls = [];
  const record = (plugin: string, method: string, options: Record<string, unknown>) =>
    window.nativeCalls.push({
      plugin,
      method,
      options,
      pageRendered: Boolean(document.querySelector('main')?.firstElementChild),
    });
  window.fireNativeEvent = (plugin, event, data) => {
    for (const listener of listeners.get(`${plugin}.${event}`) ?? []) listener(data);
  };
  Object.assign(window, {
    CapacitorCustomPlatform: { name: 'android' },
    Capacitor: {
      PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
        name,
        methods: [
          ...methods.map((method) => ({ name: method, rtype: 'promise' })),
          { name: 'addListener', rtype: 'callback' },
          { name: 'removeListener', rtype: 'promise' },
        ],
      })),
      nativePromise: (plugin: string, method: string, options: Record<string, unknown> = {}) => {
        record(plugin, method, options);
        return Promise.resolve(plugin === 'AppLauncher' ? { completed: true } : {});
      },
      nativeCallback: (
        plugin: string,
        method: string,
        options: { eventName?: string } = {},
        callback: (data: unknown) => void,
      ) => {
        record(plugin, method, options);
        const key = `${plugin}.${options.eventName ?? ''}`;
        listeners.set(key, [...(listeners.get(key) ?? []), callback]);
        return String(nextCallbackId++);
      },
    },
  });
}
